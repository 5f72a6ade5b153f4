// /staff/design: the design system (components/ui/) shown once in the light theme and once in the
// dark one, side by side, for whoever builds a screen. Staff only, like the other staff pages
// (everyone else gets 404).
import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { Badge } from "~/components/ui/Badge";
import { Banner } from "~/components/ui/Banner";
import { Button } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { EmptyState } from "~/components/ui/EmptyState";
import { Checkbox, Select, TextInput, Textarea } from "~/components/ui/Field";
import { ICON_NAMES, Icon } from "~/components/ui/Icon";
import { Table } from "~/components/ui/Table";
import { requireStaff } from "~/utils/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return json({});
}

function Showcase({ theme }: { theme: "light" | "dark" }) {
  const p = `${theme}-`;
  return (
    <section data-theme={theme} className="design-theme" aria-labelledby={`${p}title`}>
      <h2 id={`${p}title`}>{theme === "light" ? "Light" : "Dark"}</h2>
      <h3>Buttons</h3>
      <div className="design-row">
        <Button variant="primary">Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="danger">Danger</Button>
        <Button variant="link">Link</Button>
      </div>
      <div className="design-row">
        <Button size="small">Small</Button>
        <Button>Medium</Button>
        <Button size="large">Large</Button>
        <Button disabled>Disabled</Button>
      </div>
      <h3>Form controls</h3>
      <TextInput id={`${p}name`} label="Full name" hint="Letters and spaces, 5 to 50 characters." />
      <TextInput id={`${p}email`} label="E-mail" type="email" defaultValue="not-an-address" error="Enter a valid e-mail address." />
      <Select id={`${p}level`} label="Difficulty">
        <option>Beginner</option>
        <option>Intermediate</option>
      </Select>
      <Textarea id={`${p}note`} label="Note" rows={3} />
      <Checkbox id={`${p}check`} label="Mentor" hint="Guides other members." />
      <h3>Table</h3>
      <Table label={`Example table (${theme})`}>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Role</th>
            <th scope="col">Last active</th>
            <th scope="col" className="num">
              Lessons completed
            </th>
            <th scope="col" className="num">
              Problems solved
            </th>
            <th scope="col" className="num">
              Average best score
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Ada Lovelace</th>
            <td>Admin</td>
            <td>2026-11-20</td>
            <td className="num">12</td>
            <td className="num">7 of 9</td>
            <td className="num">84</td>
          </tr>
        </tbody>
      </Table>
      <h3>Cards, badges, banners, empty states</h3>
      <Card title="A card" titleLevel={3}>
        <p>
          Badges: <Badge>Neutral</Badge> <Badge tone="accent">Accent</Badge> <Badge tone="success">Passed</Badge>{" "}
          <Badge tone="warning">Past due</Badge> <Badge tone="danger">Failed</Badge>
        </p>
      </Card>
      <Banner tone="info" title="Information">
        <p>Something worth knowing.</p>
      </Banner>
      <Banner tone="success">Saved.</Banner>
      <Banner tone="warning">Your card expires this month.</Banner>
      <Banner tone="danger" action={<Button size="small">Retry payment</Button>}>
        Payment failed.
      </Banner>
      <EmptyState title="No notes yet" action={<Button variant="secondary">Open a lesson</Button>}>
        <p>Select text in a lesson to highlight it or add a note.</p>
      </EmptyState>
      <h3>Icons</h3>
      <ul className="design-icons">
        {ICON_NAMES.map((n) => (
          <li key={n}>
            <Icon name={n} size={24} /> <code>{n}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function DesignSystem() {
  return (
    <div className="design-page">
      <h1>Design system</h1>
      <p className="muted">
        The site&apos;s components (<code>app/components/ui/</code>), in both themes. Use them instead of styling a control on one screen.
      </p>
      <div className="design-themes">
        <Showcase theme="light" />
        <Showcase theme="dark" />
      </div>
    </div>
  );
}

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = () => [{ title: "Design system · Staff · Codelift" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
