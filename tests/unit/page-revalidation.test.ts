// The lesson and problem pages skip the reload after their own background POSTs only while the
// learner stays on the page: a link followed meanwhile must read the new page.
import { describe, expect, it } from "vitest";
import { coachLessonShouldRevalidate, lessonShouldRevalidate } from "~/utils/pageRevalidation";

const here = new URL("http://codelift.test/interview-prep/coding/two-sum");
const next = new URL("http://codelift.test/interview-prep/coding/three-sum");

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

const args = (formData: FormData | undefined, currentUrl: URL, nextUrl: URL) =>
  ({ formData, currentUrl, nextUrl, defaultShouldRevalidate: true }) as Parameters<typeof lessonShouldRevalidate>[0];

describe("pages' shouldRevalidate", () => {
  it.each([
    ["problem page, visit", coachLessonShouldRevalidate, { intent: "visit" }],
    ["problem page, live run", coachLessonShouldRevalidate, { live: "1", intent: "run" }],
    ["problem page, live-tests choice", coachLessonShouldRevalidate, { intent: "live_tests" }],
    ["lesson, visit", lessonShouldRevalidate, { intent: "visit" }],
    ["lesson, block run", lessonShouldRevalidate, { intent: "run-code" }],
  ])("%s: skipped on the same page, read at a new address or query", (_, rule, fields) => {
    expect(rule(args(form(fields), here, new URL(here)))).toBe(false);
    expect(rule(args(form(fields), here, next))).toBe(true);
    expect(rule(args(form(fields), here, new URL(`${here.href}?language=python`)))).toBe(true);
  });

  it("any other POST, and a plain navigation, keep the default", () => {
    expect(coachLessonShouldRevalidate(args(form({ intent: "submit" }), here, new URL(here)))).toBe(true);
    expect(lessonShouldRevalidate(args(form({ intent: "complete" }), here, new URL(here)))).toBe(true);
    expect(lessonShouldRevalidate(args(undefined, here, new URL(here)))).toBe(true);
    expect(coachLessonShouldRevalidate({ ...args(form({ intent: "submit" }), here, next), defaultShouldRevalidate: false })).toBe(false);
  });
});
