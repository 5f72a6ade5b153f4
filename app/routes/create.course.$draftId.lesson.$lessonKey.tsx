// /create/course/{id}/lesson/{key}: the lesson editor (docs/product/authoring.md#the-lesson-editor).
// Only the owner and staff may open it; anyone else gets the not-found page.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { LessonEditor, type LessonEditorResult } from "~/components/authoring/LessonEditor";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { pageMeta } from "~/components/catalog/meta";
import { findLesson } from "~/engine/authoring";
import { AUTHORING_MESSAGES, autosaveAnswer, autosaveStatus, loadDraftFor, saveLesson, lessonParams } from "~/services/authoring.server";
import { storeLessonImages } from "~/services/media/lessonImages.server";
import { requireUser } from "~/utils/auth.server";
import { formValues, notFound, parseParams, readForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import authoringCss from "~/styles/authoring.css";
import workspaceCss from "~/styles/workspace.css";

const paramsSchema = lessonParams;

// workspace.css: the code editor's colours in the light and dark themes (shared with the problem page).
export const links = () => [
  { rel: "stylesheet", href: authoringCss },
  { rel: "stylesheet", href: workspaceCss },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { draftId, lessonKey } = parseParams(params, paramsSchema);
  const loaded = await loadDraftFor(user, draftId);
  const at = findLesson(loaded.draft, lessonKey);
  if (!at) notFound();
  return json(
    { id: loaded.id, courseTitle: loaded.draft.title, lesson: at.lesson, version: loaded.version, locked: loaded.state === "in_review" },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { draftId, lessonKey } = parseParams(params, paramsSchema);
  const loaded = await loadDraftFor(user, draftId);
  const form = await readForm(request);
  // Image blocks' files are checked and stored first (not while the course waits for review).
  const uploads = loaded.state === "draft" || loaded.state === "published" ? await storeLessonImages(user, form) : null;
  const raw = { ...formValues(form), ...uploads?.values };
  // With JavaScript the editor autosaves (intent "autosave"): the same versioned save, answered in JSON.
  if (raw.intent === "autosave") {
    const saved = await saveLesson(user, loaded, lessonKey, { ...raw, intent: "save" });
    return json(autosaveAnswer(saved), { status: autosaveStatus(saved), headers: { "Cache-Control": "private, no-store" } });
  }
  const result = await saveLesson(user, loaded, lessonKey, raw, new Date(), uploads?.errors);
  if (result.kind === "saved") {
    // A renamed slug keeps the key: the editor's address does not change.
    const anchor = result.intent.startsWith("add:") ? "#blocks-end" : "";
    return redirectWithToast(`/create/course/${draftId}/lesson/${lessonKey}${anchor}`, { status: "SUCCESS", text: AUTHORING_MESSAGES.saved });
  }
  if (result.kind === "conflict") {
    const theirs = findLesson(result.theirs, lessonKey)?.lesson ?? null;
    return json<LessonEditorResult>({ kind: "conflict", text: result.text, yours: result.yours, theirs, version: result.version }, { status: 409 });
  }
  const status = result.kind === "invalid" ? (uploads && Object.keys(uploads.errors).length ? uploads.status : 400) : result.status;
  return json<LessonEditorResult>(result, { status });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta({ title: data ? `Edit: ${data.lesson.title}` : "Lesson editor", noindex: true }, { matches, location });

export default function LessonEditorPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as LessonEditorResult | undefined;
  return (
    <section className="authoring-page">
      <p className="authoring-breadcrumb">
        <AppLink to="/create">Your works</AppLink> / <AppLink to={`/create/course/${data.id}`}>{data.courseTitle}</AppLink> / Lesson
      </p>
      <h1>{data.lesson.title}</h1>
      <LessonEditor courseId={data.id} lesson={data.lesson} version={data.version} locked={data.locked} result={result} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
