// The parts every catalogue section page shares (docs/product/paths-and-modules.md#catalogue-sections):
// the links between the sections, and a section's items as cards (or its empty state).
import { AppLink } from "~/components/AppLink";
import { Card } from "~/components/ui/Card";
import { EmptyState } from "~/components/ui/EmptyState";

export function SectionNav({ sections, current }: { sections: { href: string; label: string }[]; current: string }) {
  return (
    <nav aria-label="Catalogue sections" className="learning-actions">
      {sections.map((s) => (
        <AppLink key={s.href} to={s.href} aria-current={s.href === current ? "page" : undefined}>
          {s.label}
        </AppLink>
      ))}
    </nav>
  );
}

export function SectionItems({
  items,
  empty,
}: {
  items: { title: string; summary: string; url: string; detail?: string }[];
  empty: { title: string; text: string };
}) {
  if (items.length === 0)
    return (
      <EmptyState title={empty.title}>
        <p>{empty.text}</p>
      </EmptyState>
    );
  return (
    <ul className="learning-parts">
      {items.map((i) => (
        <li key={i.url + i.title}>
          <Card as="article">
            <h2 className="card-title">
              <AppLink to={i.url}>{i.title}</AppLink>
            </h2>
            <p>{i.summary}</p>
            {i.detail ? <p className="learning-meta">{i.detail}</p> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
