// When a page's own background POSTs (a visit record, a run, live tests) reload its data.
// Such a POST changes nothing the page shows, so the page skips the reload, but only while the
// learner is still on that page: when a link was followed while the POST was on its way, the new
// address is read as usual (docs/decisions/0029-dependency-patches.md, the revalidation race).
import type { ShouldRevalidateFunction } from "@remix-run/react";

/** The rule for a page whose own POSTs are recognised by `isOwnPost`. */
export const skipOwnPostsWhileOnPage =
  (isOwnPost: (formData: FormData) => boolean): ShouldRevalidateFunction =>
  ({ formData, currentUrl, nextUrl, defaultShouldRevalidate }) =>
    formData && isOwnPost(formData) && currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search
      ? false
      : defaultShouldRevalidate;

/** The lesson page: its visit record and a lesson block's run. */
export const lessonShouldRevalidate = skipOwnPostsWhileOnPage((f) => f.get("intent") === "visit" || f.get("intent") === "run-code");

/** The coach's problem page: its visit record, a live run while typing, the live-tests choice. */
export const coachLessonShouldRevalidate = skipOwnPostsWhileOnPage(
  (f) => f.get("intent") === "visit" || f.get("live") === "1" || f.get("intent") === "live_tests",
);
