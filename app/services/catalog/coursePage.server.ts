// Loader and action of the course page, served at /courses/{slug} and /collection/{a}/{c}.
import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import { coursePath, isCourseExpired, isDeprecatedCourse, lessonPath, transitionPath } from "~/engine/catalog";
import { studentPackBanner } from "~/engine/banners";
import { listCourseAlternatives, listCoursePaths } from "~/models/catalog.server";
import { dismissBanner } from "~/models/progress.server";
import { serializeVisitorDismissal } from "~/utils/bannerDismissals.server";
import { ORGANIZATION_DENIED_TEXT } from "~/services/organizations/access.server";
import { badRequest, parseForm } from "~/utils/http.server";
import {
  courseProgress,
  courseToc,
  deprecatedBannerFor,
  deprecatedBannerScope,
  DEPRECATED_BANNER_ID,
  loadCourseContext,
  selfPath,
  type CourseContext,
  type CourseKey,
} from "./context.server";
import type { TocEntry } from "~/engine/catalogToc";
import { lessonDocumentKey } from "~/engine/comments";
import { commentCountsByLink } from "~/services/comments/documentComments.server";

export async function loadCoursePage(request: Request, key: CourseKey) {
  const ctx = await loadCourseContext(request, key);
  const { course, form } = ctx;
  const [paths, banner, alternatives] = await Promise.all([
    listCoursePaths(course.id),
    deprecatedBannerFor(request, ctx, null),
    isDeprecatedCourse(course) ? listCourseAlternatives(course.id) : Promise.resolve([]),
  ]);
  const progress = courseProgress(ctx);
  const toc = courseToc(ctx);
  const lockedLessons = toc.reduce((n, s) => n + s.pages.filter((p) => p.is_locked).length, 0);
  const target = ctx.ordered.find((l) => l.id === progress.continueLessonId) ?? ctx.ordered[0];
  // A course the member's organizations do not grant: the page says so (403) and offers no lesson.
  const organizationDenied = ctx.organizationAccess.allowed ? null : ORGANIZATION_DENIED_TEXT;
  const cta =
    target && !organizationDenied
      ? {
          label:
            !ctx.viewer.user || progress.state === "not-started" ? "Start course" : progress.state === "completed" ? "Review course" : "Continue",
          href: lessonPath(course, target, form),
          lessonTitle: target.title,
        }
      : null;
  return json(
    {
      course: {
        authorId: course.authorId,
        collectionId: course.collectionId,
        slug: course.slug,
        title: course.title,
        summary: course.summary,
        difficulty: course.difficulty,
        categoryName: course.categoryName,
        categorySlug: course.categorySlug,
        isFree: course.isFree,
        isEarlyAccess: course.isEarlyAccess,
        deprecated: isDeprecatedCourse(course),
        expired: isCourseExpired(course, ctx.now),
        lessonCount: ctx.ordered.length,
        totalMinutes: ctx.ordered.reduce((n, l) => n + l.minutes, 0),
        canonicalPath: coursePath(course, "slug"),
        transitionPath: transitionPath(course),
      },
      toc,
      paths,
      alternatives: alternatives.map((a) => ({ ...a, href: coursePath(a) })),
      progress: ctx.viewer.user ? progress : null,
      cta,
      banner,
      lockedLessons,
      // A verified GitHub student on a course with locked lessons (docs/product/billing.md#banners).
      studentPack: studentPackBanner({
        githubStudent: ctx.viewer.user?.isGithubStudent === true,
        locked: lockedLessons > 0 && !organizationDenied && !isCourseExpired(course, ctx.now),
        type: "course",
      }),
      loggedIn: !!ctx.viewer.user,
      // Discussion threads per lesson (the comments are for logged-in readers, so are their counts).
      commentCounts: ctx.viewer.user ? await lessonCommentCounts(ctx, toc) : null,
      organizationDenied,
    },
    organizationDenied ? { status: 403 } : undefined,
  );
}

const bannerFormSchema = z.object({
  intent: z.literal("dismiss-banner", { error: "Unknown action." }),
  respond: z.literal("json").optional(),
});

/** Dismisses the deprecated banner of this view (course page: pageId null). */
export async function dismissBannerFor(request: Request, ctx: Pick<CourseContext, "course" | "viewer">, pageId: number | null, respondJson: boolean) {
  const scope = deprecatedBannerScope(ctx.course, pageId);
  const headers = new Headers();
  const userId = ctx.viewer.user?.id;
  if (userId !== undefined) await dismissBanner(userId, DEPRECATED_BANNER_ID, scope);
  else headers.append("Set-Cookie", await serializeVisitorDismissal(request, DEPRECATED_BANNER_ID, scope));
  return respondJson ? json({ dismissed: true }, { headers }) : redirect(selfPath(request), { headers });
}

/** The course page's one form: dismissing the deprecated banner (fetchers ask for JSON with respond=json). */
export async function courseAction(request: Request, key: CourseKey) {
  const parsed = await parseForm(request, bannerFormSchema);
  if (!parsed.ok) badRequest(parsed.errors);
  const ctx = await loadCourseContext(request, key);
  return dismissBannerFor(request, ctx, null, parsed.data.respond === "json");
}

/** Thread counts of the course's lessons, keyed by the TOC's lesson URLs. */
export async function lessonCommentCounts(ctx: CourseContext, toc: TocEntry[]) {
  const byPage = new Map(toc.flatMap((s) => s.pages).map((p) => [p.page_id, p.url] as const));
  return commentCountsByLink(
    ctx.ordered.flatMap((l) => {
      const link = byPage.get(l.pageId);
      return link ? [{ link, key: lessonDocumentKey(ctx.course.authorId, ctx.course.collectionId, l.pageId) }] : [];
    }),
  );
}
