// /create/course/{id}: the course editor (docs/product/authoring.md#the-course-editor). Only the
// owner and staff may open it; anyone else gets the not-found page. A published course can be
// deprecated from here (docs/product/authoring.md#deprecation).
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { CourseEditor, type CourseEditorResult } from "~/components/authoring/CourseEditor";
import { DeprecateCourse, type DeprecateResult } from "~/components/authoring/DeprecateCourse";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { pageMeta } from "~/components/catalog/meta";
import { listCategories } from "~/models/catalog.server";
import { AUTHORING_MESSAGES, loadDraftFor, saveCourse, draftParams } from "~/services/authoring.server";
import { alternativeOptions, deprecate, deprecateSchema } from "~/services/authoringWorks.server";
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
  const deprecatable = loaded.courseId !== null && loaded.state !== "in_review";
  const deprecation = deprecatable
    ? {
        alternatives: loaded.state === "deprecated" ? [] : await alternativeOptions(loaded.courseId),
        coursePath: `/courses/${loaded.draft.slug}`,
        deprecated: loaded.state === "deprecated",
      }
    : null;
  return json(
    {
      id: loaded.id,
      draft: loaded.draft,
      state: loaded.state,
      version: loaded.version,
      reviewComment: loaded.reviewComment,
      categories,
      deprecation,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { draftId } = parseParams(params, paramsSchema);
  const loaded = await loadDraftFor(user, draftId);
  const raw = formValues(await readForm(request));
  if (raw.intent === "deprecate") {
    const parsed = deprecateSchema.safeParse(raw);
    if (!parsed.success) {
      const text = parsed.error.issues[0]?.message ?? "";
      return json<DeprecateResult>({ kind: "deprecate", text, errors: { alternatives: text } }, { status: 400 });
    }
    const done = await deprecate(loaded, parsed.data);
    if (!done.ok) return json<DeprecateResult>({ kind: "deprecate", text: done.text, errors: done.errors }, { status: done.errors ? 400 : 409 });
    return redirectWithToast(`/create/course/${draftId}`, { status: "SUCCESS", text: done.text });
  }
  const result = await saveCourse(user, loaded, raw);
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
  const answer = useActionData<typeof action>() as CourseEditorResult | DeprecateResult | undefined;
  const result = answer?.kind === "deprecate" ? undefined : answer;
  return (
    <section className="authoring-page">
      <p className="authoring-breadcrumb">
        <AppLink to="/create">Your works</AppLink> / Course · <AppLink to={`/create/course/${data.id}/versions`}>Versions</AppLink>
      </p>
      <h1>{data.draft.title}</h1>
      <CourseEditor {...data} result={result} />
      {data.deprecation ? (
        <DeprecateCourse version={data.version} {...data.deprecation} result={answer?.kind === "deprecate" ? answer : undefined} />
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
