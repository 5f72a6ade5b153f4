// /create/course/{id}: the course editor (docs/product/authoring.md#the-course-editor). Only the
// owner and staff may open it; anyone else gets the not-found page.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { CourseEditor, type CourseEditorResult } from "~/components/authoring/CourseEditor";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { pageMeta } from "~/components/catalog/meta";
import { listCategories } from "~/models/catalog.server";
import { AUTHORING_MESSAGES, loadDraftFor, saveCourse, draftParams } from "~/services/authoring.server";
import { requireUser } from "~/utils/auth.server";
import { parseParams, readForm, formValues } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import authoringCss from "~/styles/authoring.css";

const paramsSchema = draftParams;

export const links = () => [{ rel: "stylesheet", href: authoringCss }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { draftId } = parseParams(params, paramsSchema);
  const loaded = await loadDraftFor(user, draftId);
  const categories = (await listCategories()).map((c) => ({ slug: c.slug, name: c.name }));
  return json(
    { id: loaded.id, draft: loaded.draft, state: loaded.state, version: loaded.version, reviewComment: loaded.reviewComment, categories },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { draftId } = parseParams(params, paramsSchema);
  const loaded = await loadDraftFor(user, draftId);
  const result = await saveCourse(user, loaded, formValues(await readForm(request)));
  if (result.kind === "saved") {
    if (result.intent === "submit") return redirectWithToast("/create", { status: "SUCCESS", text: AUTHORING_MESSAGES.submitted });
    const anchor = result.intent.startsWith("add-lesson") || result.intent.startsWith("lesson-") ? "#lessons" : "";
    return redirectWithToast(`/create/course/${draftId}${anchor}`, { status: "SUCCESS", text: AUTHORING_MESSAGES.saved });
  }
  const status = result.kind === "invalid" ? 400 : result.kind === "conflict" ? 409 : result.status;
  return json<CourseEditorResult>(result, { status });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta({ title: data ? `Edit: ${data.draft.title}` : "Course editor", noindex: true }, { matches, location });

export default function CourseEditorPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as CourseEditorResult | undefined;
  return (
    <section className="authoring-page">
      <p className="authoring-breadcrumb">
        <AppLink to="/create">Your works</AppLink> / Course · <AppLink to={`/create/course/${data.id}/versions`}>Versions</AppLink>
      </p>
      <h1>{data.draft.title}</h1>
      <CourseEditor {...data} result={result} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
