// /create/course/{id}/versions: a course's versions (docs/product/authoring.md#versions): the
// current draft, each publication and each draft kept by a restore; compare two (a GET form: it
// changes nothing) and restore one into the draft (a POST carrying the version the page was read
// at). Only the owner and staff may open it; anyone else gets the not-found page.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { CourseComparisonView } from "~/components/authoring/CourseComparisonView";
import { pageMeta } from "~/components/catalog/meta";
import { Badge } from "~/components/ui/Badge";
import { Banner } from "~/components/ui/Banner";
import { Button } from "~/components/ui/Button";
import { Select } from "~/components/ui/Field";
import { Table } from "~/components/ui/Table";
import { draftParams } from "~/services/authoring.server";
import { restoreSchema, restoreVersion, versionsPage, type VersionEntry } from "~/services/courseVersions.server";
import { requireUser } from "~/utils/auth.server";
import { formValues, parseParams, readForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import authoringCss from "~/styles/authoring.css";

export const links = () => [{ rel: "stylesheet", href: authoringCss }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { draftId } = parseParams(params, draftParams);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const page = await versionsPage(user, draftId, query);
  return json(page, { status: page.errorText ? 400 : 200, headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { draftId } = parseParams(params, draftParams);
  const parsed = restoreSchema.safeParse(formValues(await readForm(request)));
  if (!parsed.success) return json({ errorText: parsed.error.issues[0]!.message }, { status: 400 });
  const result = await restoreVersion(user, draftId, parsed.data);
  if (!result.ok) return json({ errorText: result.text }, { status: result.status });
  return redirectWithToast(`/create/course/${draftId}/versions`, { status: "SUCCESS", text: result.text });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta({ title: data ? `Versions: ${data.title}` : "Versions", noindex: true }, { matches, location });

const when = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 16).replace("T", " ") + " UTC" : "");
const KIND_TONES = { draft: "accent", published: "success", kept: "neutral" } as const;

function RestoreButton({ entry, version, locked }: { entry: VersionEntry; version: number; locked: boolean }) {
  const fetcher = useFetcher<typeof action>();
  return (
    <fetcher.Form method="post" className="authoring-inline-form">
      <input type="hidden" name="ref" value={entry.ref} />
      <input type="hidden" name="version" value={version} />
      <Button
        type="submit"
        variant="secondary"
        size="small"
        disabled={locked || fetcher.state !== "idle"}
        aria-label={`Restore ${entry.label} (${when(entry.at)})`}
      >
        {fetcher.state !== "idle" ? "Restoring…" : "Restore"}
      </Button>
      {fetcher.data && "errorText" in fetcher.data ? (
        <p className="field-error" role="alert">
          {fetcher.data.errorText}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

export default function VersionsPage() {
  const d = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const locked = d.state === "in_review" || d.state === "deprecated";
  const option = (e: VersionEntry) => (
    <option key={e.ref} value={e.ref}>
      {e.label}
      {e.at ? ` · ${when(e.at)}` : ` · version ${e.draftVersion}`}
    </option>
  );
  return (
    <section className="authoring-page authoring-versions">
      <p className="authoring-breadcrumb">
        <AppLink to="/create">Your works</AppLink> / <AppLink to={`/create/course/${d.id}`}>{d.title}</AppLink> / Versions
      </p>
      <h1>Versions</h1>
      {failed && "errorText" in failed ? (
        <p className="form-error" role="alert">
          {failed.errorText}
        </p>
      ) : null}
      {locked ? (
        <Banner tone="info">
          <p>This course is waiting for review (or deprecated): versions can be compared, not restored.</p>
        </Banner>
      ) : null}
      <Table label="Versions of this course">
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">When</th>
            <th scope="col">By</th>
            <th scope="col">
              <span className="visually-hidden">Restore</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {d.entries.map((e) => (
            <tr key={e.ref} data-testid="version-row">
              <td>
                <Badge tone={KIND_TONES[e.kind]}>{e.kind === "draft" ? "Draft" : e.kind === "published" ? "Published" : "Kept"}</Badge> {e.label}{" "}
                <span className="muted">(draft version {e.draftVersion})</span>
              </td>
              <td>{when(e.at) || "now"}</td>
              <td>{e.by ?? ""}</td>
              <td>{e.kind === "draft" ? null : <RestoreButton entry={e} version={d.version} locked={locked} />}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {d.entries.length < 2 ? (
        <p className="muted">Nothing to compare yet: each publication of the course is kept here.</p>
      ) : (
        <>
          <h2>Compare</h2>
          <Form method="get" className="authoring-row authoring-compare-form">
            <Select label="From" name="from" defaultValue={d.from}>
              {d.entries.map(option)}
            </Select>
            <Select label="To" name="to" defaultValue={d.to}>
              {d.entries.map(option)}
            </Select>
            <Button type="submit" variant="secondary" disabled={navigation.state === "loading"}>
              Compare
            </Button>
          </Form>
          {d.errorText ? (
            <p className="form-error" role="alert">
              {d.errorText}
            </p>
          ) : null}
          {d.comparison ? <CourseComparisonView comparison={d.comparison} /> : null}
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
