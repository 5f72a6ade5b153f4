// /module/lesson/{moduleId}/{lessonId}: a lesson read inside a module, with the module's previous
// and next lesson and "Mark as complete" (a plain form). The lesson is a course lesson: the
// course's access rules decide who reads it (docs/product/paths-and-modules.md#modules).
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { NOT_FOUND_META, pageMeta } from "~/components/catalog/meta";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { Banner } from "~/components/ui/Banner";
import { Button, ButtonLink } from "~/components/ui/Button";
import { lessonPath } from "~/engine/catalog";
import { hasFlag } from "~/engine/learningPlans";
import { LessonCompleteForm, ModuleLessonParams } from "~/forms/learning.server";
import { listMembershipFacts } from "~/models/organization.server";
import { recordLessonVisit, setLessonCompletion } from "~/models/progress.server";
import { checkLessonAccess } from "~/services/catalog/context.server";
import { renderMarkdown } from "~/services/catalog/markdown.server";
import { findModule, moduleLesson, modulePagePath } from "~/services/learning/content.server";
import catalogCss from "~/styles/catalog.css";
import learningCss from "~/styles/learning.css";
import { getUser, loginRedirect } from "~/utils/auth.server";
import { badRequest, forbidden, notFound, parseForm, parseParams } from "~/utils/http.server";
import { LEARNING_TEXTS, requireModuleAccess } from "~/utils/learningAccess.server";
import { redirectWithToast } from "~/utils/toast.server";

export const links = () => [
  { rel: "stylesheet", href: catalogCss },
  { rel: "stylesheet", href: learningCss },
];

async function load(request: Request, params: unknown) {
  const p = parseParams(params, ModuleLessonParams);
  const module = await findModule({ id: p.moduleId });
  if (!module) notFound(LEARNING_TEXTS.moduleNotFound);
  const user = await getUser(request);
  await requireModuleAccess(request, user, module, "published");
  const place = await moduleLesson(module, p.lessonId);
  if (!place) notFound("That lesson is not part of this module.");
  const check = await checkLessonAccess(request, {
    authorId: place.courseKey.authorId,
    workId: place.courseKey.collectionId,
    pageId: place.courseKey.pageId,
  });
  return { module, place, check, user };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { module, place, check, user } = await load(request, params);
  if (!check.ok && check.status === 404) notFound();
  const memberships = user ? await listMembershipFacts(user.id) : [];
  const l = place.lesson;
  const courseLesson = lessonPath({ authorId: l.authorId, collectionId: l.collectionId, slug: l.courseSlug }, l);
  return json(
    {
      module: { title: module.title, url: modulePagePath(module) },
      lesson: { title: l.title, minutes: l.minutes, number: place.number, count: place.count, courseTitle: l.courseTitle, courseLesson },
      html: check.ok ? renderMarkdown(check.ctx.lesson.body) : null,
      deniedText: check.ok ? null : check.errorText,
      completed: check.ok ? check.ctx.progress.some((x) => x.lessonId === l.id && !!x.completedAt) : false,
      loggedIn: !!user,
      prev: place.prev,
      next: place.next,
      // question threads on content for members of organizations that enable them (docs/product/organizations.md#feature-flags)
      askForHelp: memberships.some((m) => hasFlag(m, "enable_discussions_for_ask_for_help")),
      askAQuestion: memberships.some((m) => hasFlag(m, "enable_discussions_for_ask_a_question")),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const parsed = await parseForm(request, LessonCompleteForm);
  if (!parsed.ok) badRequest(parsed.errors);
  const { place, check, user } = await load(request, params);
  if (!user) throw loginRedirect(request);
  if (!check.ok) forbidden(check.errorText);
  const completed = parsed.data.completed === "true";
  const now = new Date();
  await recordLessonVisit(user.id, check.ctx.lesson, now);
  await setLessonCompletion(user.id, check.ctx.lesson, completed, now);
  const here = new URL(request.url).pathname;
  const text = completed ? `“${place.lesson.title}” marked as complete.` : `“${place.lesson.title}” marked as not complete.`;
  return redirectWithToast(completed && place.next ? place.next.url : here, { status: "SUCCESS", text }, { request });
}

export default function ModuleLesson() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="learning-page">
      <p className="learning-meta">
        <AppLink to={d.module.url}>{d.module.title}</AppLink> · lesson {d.lesson.number} of {d.lesson.count} · from {d.lesson.courseTitle}
      </p>
      <h1>{d.lesson.title}</h1>
      {d.html !== null ? (
        <div className="lesson-body learning-lesson-body" dangerouslySetInnerHTML={{ __html: d.html }} />
      ) : (
        <Banner tone="warning" title="This lesson is not open to you.">
          <p>{d.deniedText}</p>
        </Banner>
      )}
      {d.loggedIn && d.html !== null ? (
        <Form method="post" className="learning-actions" id="lesson-complete">
          <input type="hidden" name="intent" value="complete" />
          <input type="hidden" name="completed" value={d.completed ? "false" : "true"} />
          <Button type="submit" variant={d.completed ? "secondary" : "primary"} aria-pressed={d.completed}>
            {d.completed ? "Completed" : "Mark as complete"}
          </Button>
        </Form>
      ) : null}
      {d.askForHelp || d.askAQuestion ? (
        <p className="learning-actions">
          {d.askAQuestion ? <AppLink to={`${d.lesson.courseLesson}#comments`}>Ask a question</AppLink> : null}
          {d.askForHelp ? <AppLink to={`${d.lesson.courseLesson}#comments`}>Ask for help</AppLink> : null}
        </p>
      ) : null}
      <nav aria-label="Module lessons" className="learning-actions">
        {d.prev ? (
          <ButtonLink variant="secondary" to={d.prev.url}>
            Previous: {d.prev.title}
          </ButtonLink>
        ) : null}
        {d.next ? (
          <ButtonLink variant="secondary" to={d.next.url}>
            Next: {d.next.title}
          </ButtonLink>
        ) : (
          <ButtonLink variant="secondary" to={d.module.url}>
            Back to the module
          </ButtonLink>
        )}
      </nav>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data ? pageMeta({ title: `${data.lesson.title} · ${data.module.title}`, noindex: true }, { matches, location }) : NOT_FOUND_META;

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
