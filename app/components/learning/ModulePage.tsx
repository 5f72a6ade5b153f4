// A module's page (the /module/page, standalone and draft views share it): its lessons in order,
// progress, "Continue" and the paths that include it.
import { AppLink } from "~/components/AppLink";
import { ProgressBar } from "~/components/catalog/ProgressBar";
import { Badge } from "~/components/ui/Badge";
import { Banner } from "~/components/ui/Banner";
import { ButtonLink } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { PrivateContentHeader } from "./PrivateContentHeader";
import { UnitToc } from "./UnitToc";
import type { UnitTocEntry } from "~/engine/learningPlans";

interface ModulePageData {
  module: { title: string; summary: string; status: string; isStandalone: boolean; isTemplate: boolean };
  lessons: { id: number; title: string; url: string; completed: boolean; courseTitle: string }[];
  toc: UnitTocEntry;
  progress: { percent: number; completed: number; total: number };
  completed: boolean;
  continueUrl: string | null;
  partOf: { title: string; url: string }[];
  loggedIn: boolean;
  view: "page" | "standalone" | "draft";
  editHref: string | null;
  /** the organization whose private module this is (not for a template) */
  privateTo: string | null;
}

export function ModulePage({ data }: { data: ModulePageData }) {
  return (
    <div className="learning-page">
      {data.privateTo ? <PrivateContentHeader organization={data.privateTo} kind="module" /> : null}
      <h1>{data.module.title}</h1>
      <p className="learning-lede">{data.module.summary}</p>
      <p>
        <Badge>Module</Badge> {data.module.isStandalone ? <Badge tone="accent">Standalone</Badge> : null}{" "}
        {data.view === "draft" ? <Badge tone="warning">Draft view</Badge> : null}
      </p>
      {data.view === "draft" ? (
        <Banner tone="info" title="Only you see this draft view.">
          <p>
            The module is {data.module.status === "published" ? "published" : "not published yet"}.{" "}
            {data.editHref ? <AppLink to={data.editHref}>Edit it</AppLink> : null}
          </p>
        </Banner>
      ) : null}
      {data.loggedIn ? <ProgressBar percent={data.progress.percent} label="Progress on this module" /> : null}
      {data.completed ? (
        <Banner tone="success" role="status" title="You have completed this module.">
          <p>Every lesson is done.</p>
        </Banner>
      ) : null}
      {data.continueUrl && data.loggedIn ? (
        <div className="learning-actions">
          <ButtonLink to={data.continueUrl}>{data.progress.completed > 0 ? "Continue where you left off" : "Start the module"}</ButtonLink>
        </div>
      ) : null}
      <Card as="section" aria-labelledby="module-toc-title">
        <h2 id="module-toc-title" className="card-title">
          Lessons
        </h2>
        <UnitToc entries={data.toc.pages} label="Module lessons" />
      </Card>
      {data.partOf.length > 0 ? (
        <Card as="section" aria-labelledby="module-paths-title">
          <h2 id="module-paths-title" className="card-title">
            Part of
          </h2>
          <ul>
            {data.partOf.map((p) => (
              <li key={p.url}>
                <AppLink to={p.url}>{p.title}</AppLink>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
