// Loader and action of the lesson reader, served at /collection/lesson/{a}/{c}/{p} and
// /coursesv3/{course}/{page}. The loader only reads; visits, completion and banner
// dismissals are POSTs to the action.
import { formatUsd } from "~/engine/money";
import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import { accessDeniedText, coursePath, isCourseExpired, isDeprecatedCourse, lessonPath, transitionPath } from "~/engine/catalog";
import { lessonNeighbours } from "~/engine/catalogToc";
import { loginRedirectPath } from "~/engine/routing";
import { recordLessonVisit, setLessonCompletion } from "~/models/progress.server";
import { awardCourseCertificateIfComplete } from "~/services/certificates.server";
import { loginRedirect } from "~/utils/auth.server";
import { badRequest, clientIp, forbidden, parseForm, retryAfterHeaders } from "~/utils/http.server";
import { LESSON_BLOCK_TEXTS } from "~/engine/lessonBlocks";
import { MAX_CODE_LENGTH } from "~/services/coach/code.server";
import { answerQuiz, lessonBlocksView, runLessonBlock } from "./lessonBlocks.server";
import { redirectWithToast } from "~/utils/toast.server";
import { dismissBannerFor, lessonCommentCounts } from "./coursePage.server";
import { courseProgress, courseToc, deprecatedBannerFor, loadLessonContext, selfPath, type CourseKey, type LessonKey } from "./context.server";
import { renderMarkdown } from "./markdown.server";
import { lessonNotesFor } from "~/services/notes.server";
import {
  answerText,
  AUTOSAVE_TEXT,
  LESSON_ANSWER_ITEM_TYPE,
  LESSON_ANSWER_MAX_CHARS,
  LESSON_ANSWER_TOO_LONG,
  LESSON_ANSWER_WIDGET_ID,
  STALE_WRITE_TEXT,
} from "~/engine/userData";
import { getWidgetData } from "~/models/userData.server";
import { saveLessonWidget } from "~/services/userdata/userData.server";
import { ORGANIZATION_DENIED_TEXT } from "~/services/organizations/access.server";
import { lessonDocumentKey } from "~/engine/comments";
import { commentsPanelFor } from "~/services/comments/documentComments.server";

export async function loadLessonPage(request: Request, key: CourseKey & LessonKey) {
  const ctx = await loadLessonContext(request, key);
  // A course the member's organizations do not grant: back to the course page, which says so (docs/product/organizations.md#content-access).
  if (!ctx.organizationAccess.allowed) throw redirect(coursePath(ctx.course, ctx.form));
  // Content that needs a session sends a visitor to log in (docs/product/catalog.md#access).
  if (!ctx.access.allowed && ctx.access.reason === "login-required") throw loginRedirect(request);
  const { course, lesson, form, access } = ctx;
  const { prev, next } = lessonNeighbours(ctx.ordered, lesson.pageId);
  const link = (l: { pageId: number; slug: string; title: string } | null) => (l ? { title: l.title, url: lessonPath(course, l, form) } : null);
  const progress = courseProgress(ctx);
  const here = lessonPath(course, lesson, form);
  const toc = courseToc(ctx);
  return json({
    course: {
      authorId: course.authorId,
      collectionId: course.collectionId,
      slug: course.slug,
      title: course.title,
      isFree: course.isFree,
      deprecated: isDeprecatedCourse(course),
      expired: isCourseExpired(course, ctx.now),
      path: coursePath(course, form),
      transitionPath: transitionPath(course),
      // Sold a-la-carte: the paywall offers the course alone next to the plans.
      buy:
        !course.isFree && course.listPriceCents !== null && !isDeprecatedCourse(course)
          ? { price: formatUsd(course.listPriceCents), href: `/checkout/course-purchase?author_id=${course.authorId}&work_id=${course.collectionId}` }
          : null,
    },
    lesson: {
      pageId: lesson.pageId,
      slug: lesson.slug,
      title: lesson.title,
      summary: lesson.summary,
      minutes: lesson.minutes,
      isOptional: lesson.isOptional,
      number: ctx.index + 1,
      canonicalPath: lessonPath(course, lesson, "slug"),
    },
    access: access.allowed
      ? { allowed: true as const, reason: access.reason }
      : { allowed: false as const, reason: access.reason, text: accessDeniedText(access.reason) },
    // The body is sent only to a reader who may see it.
    html: access.allowed ? renderMarkdown(lesson.body) : null,
    // Quizzes and runnable code between the Markdown, when the lesson has them (docs/product/authoring.md#blocks-learners-use):
    // a quiz's correct options only once the learner has passed it.
    blocks: access.allowed ? await lessonBlocksView(lesson, ctx.viewer.user?.id ?? null) : null,
    toc,
    commentCounts: ctx.viewer.user ? await lessonCommentCounts(ctx, toc) : null,
    prev: link(prev),
    next: link(next),
    completed: ctx.progress.some((p) => p.lessonId === lesson.id && !!p.completedAt),
    progress: ctx.viewer.user ? { percent: progress.percent, completed: progress.completed, total: progress.total } : null,
    banner: await deprecatedBannerFor(request, ctx, lesson.pageId),
    loggedIn: !!ctx.viewer.user,
    loginHref: loginRedirectPath(here),
    // The learner's notes and highlights on this lesson (docs/product/learner-data.md#notes-and-highlights), for a reader who may see it.
    notes:
      ctx.viewer.user && access.allowed
        ? { items: await lessonNotesFor(ctx.viewer.user.id, course.authorId, course.collectionId, lesson.pageId), here }
        : null,
    // The learner's "Your answer" widget (docs/product/learner-data.md#your-answer).
    answer: ctx.viewer.user && access.allowed ? await lessonAnswerFor(ctx.viewer.user.id, course.collectionId, lesson.pageId) : null,
    // The discussion under the lesson: logged-in readers who may see the lesson (docs/product/learner-data.md#comments).
    comments:
      ctx.viewer.user && access.allowed
        ? await commentsPanelFor(ctx.viewer.user, lessonDocumentKey(course.authorId, course.collectionId, lesson.pageId), here)
        : null,
  });
}

const respond = z.literal("json").optional();
const BLOCK_ID = /^[A-Za-z0-9_-]{1,60}$/;
const OPTION = z.string().regex(/^\d{1,2}$/, LESSON_BLOCK_TEXTS.unknownOption);
const lessonFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("visit"), respond }),
    z.object({ intent: z.literal("complete"), completed: z.enum(["true", "false"]).default("true"), respond }),
    z.object({ intent: z.literal("dismiss-banner"), respond }),
    z.object({ intent: z.literal("save-answer"), text: z.string().max(LESSON_ANSWER_MAX_CHARS, LESSON_ANSWER_TOO_LONG).default(""), respond }),
    // docs/product/authoring.md#blocks-learners-use
    z.object({
      intent: z.literal("quiz-answer"),
      block: z.string().regex(BLOCK_ID, LESSON_BLOCK_TEXTS.unknownQuiz),
      option: z.union([OPTION, z.array(OPTION).max(20, LESSON_BLOCK_TEXTS.unknownOption)]).optional(),
      respond,
    }),
    z.object({
      intent: z.literal("run-code"),
      block: z.string().regex(BLOCK_ID, LESSON_BLOCK_TEXTS.unknownRunnable),
      code: z.string().max(MAX_CODE_LENGTH, `Your code is too long: at most ${MAX_CODE_LENGTH} characters.`).default(""),
      respond,
    }),
  ],
  { error: "Unknown action." },
);

export async function lessonAction(request: Request, key: CourseKey & LessonKey, context?: unknown) {
  const parsed = await parseForm(request, lessonFormSchema);
  if (!parsed.ok) badRequest(parsed.errors);
  const form = parsed.data;
  const asJson = form.respond === "json";
  const ctx = await loadLessonContext(request, key);
  const user = ctx.viewer.user;
  if (!ctx.organizationAccess.allowed && form.intent !== "dismiss-banner") {
    if (asJson) forbidden(ORGANIZATION_DENIED_TEXT);
    throw redirect(coursePath(ctx.course, ctx.form));
  }

  switch (form.intent) {
    case "dismiss-banner":
      return dismissBannerFor(request, ctx, ctx.lesson.pageId, asJson);
    case "visit": {
      // Only a reader who may see the lesson has visited it.
      if (!user || !ctx.access.allowed) return json({ recorded: false });
      await recordLessonVisit(user.id, ctx.lesson, ctx.now);
      return json({ recorded: true });
    }
    case "save-answer": {
      // The form of the "Your answer" widget without JavaScript (with it, the widget autosaves
      // through /api/userdata/map/work_id/{id}); the same service and last-write-wins rule.
      if (!user) throw loginRedirect(request);
      const result = await saveLessonWidget(
        request,
        user.id,
        ctx.course.collectionId,
        {
          author_id: ctx.course.authorId,
          page_id: ctx.lesson.pageId,
          widget_id: LESSON_ANSWER_WIDGET_ID,
          item_type: LESSON_ANSWER_ITEM_TYPE,
          userdata: { text: form.text },
          timestamp: ctx.now.getTime(),
        },
        ctx.now,
      );
      const saved = result.kind === "saved";
      if (asJson) return saved ? json({ saved: true }) : json({ saved: false, errorText: STALE_WRITE_TEXT }, { status: 409 });
      const toast = saved ? { status: "SUCCESS" as const, text: AUTOSAVE_TEXT.success } : { status: "ERROR" as const, text: STALE_WRITE_TEXT };
      return redirectWithToast(`${selfPath(request)}#lesson-answer`, toast, { request });
    }
    case "quiz-answer": {
      // Anyone who may read the lesson answers; a logged-in learner's pass is kept. The page
      // renders the answer (without JavaScript) or the fetcher reads it (with).
      if (!ctx.access.allowed) forbidden(accessDeniedText(ctx.access.reason));
      const chosen = form.option === undefined ? [] : (Array.isArray(form.option) ? form.option : [form.option]).map(Number);
      const outcome = await answerQuiz({
        lesson: ctx.lesson,
        blockId: form.block,
        chosen,
        userId: user?.id ?? null,
        rateKey: user ? `user:${user.id}` : `ip:${clientIp(request, context)}`,
        now: ctx.now,
      });
      return json(outcome, { status: outcome.ok ? 200 : outcome.status, headers: outcome.ok ? undefined : retryAfterHeaders(outcome.retryAfterMs) });
    }
    case "run-code": {
      if (!user) throw loginRedirect(request);
      if (!ctx.access.allowed) forbidden(accessDeniedText(ctx.access.reason));
      const outcome = await runLessonBlock({ lesson: ctx.lesson, blockId: form.block, code: form.code, userId: user.id, now: ctx.now });
      return json(outcome, { status: outcome.ok ? 200 : outcome.status, headers: outcome.ok ? undefined : retryAfterHeaders(outcome.retryAfterMs) });
    }
    case "complete": {
      if (!user) throw loginRedirect(request);
      if (!ctx.access.allowed) forbidden(accessDeniedText(ctx.access.reason));
      const completed = form.completed === "true";
      await setLessonCompletion(user.id, ctx.lesson, completed, ctx.now);
      // the last lesson of a course issues its certificate (docs/product/hands-on.md#certificates)
      if (completed) await awardCourseCertificateIfComplete(user.id, { id: ctx.course.id, title: ctx.course.title }, ctx.now);
      if (asJson) return json({ completed });
      const text = completed ? `“${ctx.lesson.title}” marked as complete.` : `“${ctx.lesson.title}” marked as not complete.`;
      // Without JavaScript the browser reloads the page: land back at the button, by "Next".
      return redirectWithToast(`${selfPath(request)}#lesson-complete`, { status: "SUCCESS", text }, { request });
    }
  }
}

/** The learner's saved "Your answer" on a lesson, or null before the first save. */
async function lessonAnswerFor(userId: number, workId: number, pageId: number) {
  const w = await getWidgetData(userId, workId, pageId, LESSON_ANSWER_WIDGET_ID);
  return w ? { text: answerText(w.userdata), timestamp: w.timestamp } : null;
}
