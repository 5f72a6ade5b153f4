// Paths, modules, plans, flags and landing: the engine's rules (docs/product/learning-plans.md, docs/product/paths-and-modules.md).
import { describe, expect, it } from "vitest";
import { ORGANIZATION_FEATURE_FLAGS } from "~/engine/constants";
import {
  assignmentDatesError,
  briefSummary,
  canCreatePlans,
  canSeePlans,
  flagTable,
  landingPlace,
  memberPlanStanding,
  parseFlagAssignment,
  partTocEntry,
  lessonTocEntry,
  planProgressCsv,
  sequenceProgress,
  unitProgress,
  weekDueDate,
} from "~/engine/learningPlans";
import { contentTypeFromPath } from "~/engine/routing";

const done = (lessonId: number, at = "2026-11-01T10:00:00Z") => ({ lessonId, lastVisitedAt: at, completedAt: at });
const visited = (lessonId: number, at = "2026-11-01T10:00:00Z") => ({ lessonId, lastVisitedAt: at, completedAt: null });

describe("progress across the parts of a path", () => {
  const parts = [
    { key: "course-1", isOptional: false, lessonIds: [1, 2] },
    { key: "module-9", isOptional: false, lessonIds: [3, 4] },
    { key: "course-2", isOptional: true, lessonIds: [5] },
  ];
  it("counts required parts only, and continues at the next unfinished lesson across parts", () => {
    const s = sequenceProgress(parts, [done(1, "2026-11-01T10:00:00Z"), done(2, "2026-11-01T11:00:00Z")]);
    expect(s.required).toMatchObject({ total: 4, completed: 2, percent: 50, state: "in-progress" });
    expect(s.continueAt).toEqual({ key: "module-9", lessonId: 3 });
    expect(s.items[0]!.progress.state).toBe("completed");
    expect(s.completed).toBe(false);
  });
  it("resumes the last visited unfinished lesson; completed when every required lesson is done", () => {
    expect(sequenceProgress(parts, [done(1), visited(4, "2026-11-02T00:00:00Z")]).continueAt).toEqual({ key: "module-9", lessonId: 4 });
    const all = sequenceProgress(
      parts,
      [1, 2, 3, 4].map((id) => done(id)),
    );
    expect(all.completed).toBe(true);
    expect(sequenceProgress([], []).completed).toBe(false);
    expect(sequenceProgress(parts, []).continueAt).toEqual({ key: "course-1", lessonId: 1 });
  });
  it("a unit is not started, in progress (visited or part done) or completed", () => {
    expect(unitProgress([1, 2], []).state).toBe("not-started");
    expect(unitProgress([1, 2], [visited(2)]).state).toBe("in-progress");
    expect(unitProgress([1, 1, 2], [done(1), done(2)])).toMatchObject({ total: 2, state: "completed", percent: 100 });
  });
});

describe("content type from the path", () => {
  it.each([
    ["/plan/3/4/module/x", "module"],
    ["/plan/page/4", "path"],
    ["/path/page/become", "path"],
    ["/module/page/1/x", "module"],
    ["/interview-prep/coding", "module"],
    ["/games/coding-challenge/1", "module"],
    ["/pal/x", "module"],
    ["/courses/react", "collection"],
    ["/learning-plans", "collection"],
  ])("%s → %s", (path, type) => expect(contentTypeFromPath(path)).toBe(type));
});

describe("table of contents fields", () => {
  it("adds minutes and page counts, marks optional and required, keeps a brief summary", () => {
    const lessons = [
      lessonTocEntry({ id: 1, title: "A", minutes: 10, isOptional: false, url: "/a" }, new Set([1])),
      lessonTocEntry({ id: 2, title: "B", minutes: 25, isOptional: true, url: "/b" }, new Set()),
    ];
    const e = partTocEntry(
      { id: "m", title: "M", type: "module", work_type: "module", url: "/m", summary: "First. Second.", isOptional: true },
      lessons,
    );
    expect(e).toMatchObject({
      estimatedTime: 35,
      page_count: 2,
      is_optional: true,
      is_required: false,
      brief_summary: "First.",
      is_completed: false,
    });
    expect(lessons[1]).toMatchObject({ is_optional: true, is_required: false, is_lesson: true });
    expect(briefSummary("")).toBeNull();
    expect(briefSummary("x".repeat(300))!.length).toBe(160);
  });
});

describe("organization flags", () => {
  it("lists the twelve flags in order, off unless set", () => {
    const t = flagTable({ can_access_learning_plans: true });
    expect(t.map((f) => f.name)).toEqual([...ORGANIZATION_FEATURE_FLAGS]);
    expect(t).toHaveLength(12);
    expect(t.filter((f) => f.on).map((f) => f.name)).toEqual(["can_access_learning_plans"]);
  });
  it("parses name=true and refuses unknown names and values", () => {
    expect(parseFlagAssignment("is_workflow_enabled=true")).toEqual({ name: "is_workflow_enabled", value: true });
    expect(parseFlagAssignment("onboarding_enabled=false")).toEqual({ name: "onboarding_enabled", value: false });
    expect(parseFlagAssignment("nope=true")).toMatchObject({ error: expect.stringContaining("Unknown flag") });
    expect(parseFlagAssignment("onboarding_enabled=yes")).toMatchObject({ error: expect.stringContaining("name=true") });
  });
  it("plans need can_access_learning_plans; building them an admin or manager whose switch is on", () => {
    const flags = { can_access_learning_plans: true };
    expect(canSeePlans({ feature_flags: flags })).toBe(true);
    expect(canSeePlans({ feature_flags: {} })).toBe(false);
    expect(canCreatePlans({ is_admin: true, feature_flags: flags })).toBe(true);
    expect(canCreatePlans({ is_manager: true, feature_flags: flags, member_can_create_plans: false })).toBe(false);
    expect(canCreatePlans({ is_mentor: true, feature_flags: flags })).toBe(false);
    expect(canCreatePlans({ is_admin: true, feature_flags: {} })).toBe(false);
  });
  it("landing by role; is_manager_home_deprecated sends managers to the admin area", () => {
    expect(landingPlace({ organization_id: 7, is_admin: true }).path).toBe("/enterprise-dashboard/7");
    expect(landingPlace({ organization_id: 7, is_manager: true })).toEqual({ area: "manager", path: "/manager/7" });
    expect(landingPlace({ organization_id: 7, is_manager: true, feature_flags: { is_manager_home_deprecated: true } }).area).toBe("admin");
    expect(landingPlace({ organization_id: 7, is_mentor: true, feature_flags: { is_training_enabled: true } }).path).toBe("/mentor/7");
    // Without mentoring on the organization the dashboard refuses them: a mentor lands as a member.
    expect(landingPlace({ organization_id: 7, is_mentor: true }).area).toBe("none");
    expect(landingPlace({ organization_id: 7, is_mentor: true, is_mentee: true }).path).toBe("/learning-plans");
    expect(landingPlace({ organization_id: 7, is_mentee: true }).path).toBe("/learning-plans");
    expect(landingPlace({ organization_id: 7 }).area).toBe("none");
    expect(landingPlace(null).path).toBe("/learn/home");
  });
});

describe("plan weeks, overdue and CSV", () => {
  const weeks = [
    { id: 1, title: "Basics", items: [{ key: "a", isOptional: false, lessonIds: [1, 2] }] },
    {
      id: 2,
      title: "More",
      items: [
        { key: "b", isOptional: false, lessonIds: [3] },
        { key: "c", isOptional: true, lessonIds: [4] },
      ],
    },
  ];
  const dates = { startDate: "2026-11-02", dueDate: "2026-11-12" };
  it("week n is due 7 days after its start, never after the plan", () => {
    expect(weekDueDate("2026-11-02", 0, "2026-12-31")).toBe("2026-11-08");
    expect(weekDueDate("2026-11-02", 1, "2026-11-12")).toBe("2026-11-12");
  });
  it("a week past its due date and not completed is overdue; optional items do not count", () => {
    const s = memberPlanStanding(weeks, dates, [done(1), done(2)], "2026-11-13");
    expect(s.weeks.map((w) => [w.completed, w.overdue])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(s.overdue).toBe(true);
    const finished = memberPlanStanding(
      weeks,
      dates,
      [1, 2, 3].map((id) => done(id)),
      "2026-11-20",
    );
    expect(finished).toMatchObject({ completed: true, overdue: false });
    expect(memberPlanStanding(weeks, dates, [], "2026-11-05").overdue).toBe(false);
  });
  it("dates: a start and a due date, the due date not before the start", () => {
    expect(assignmentDatesError("2026-11-02", "2026-11-01")).toBe("The due date cannot be before the start date.");
    expect(assignmentDatesError("", "2026-11-01")).toBe("Choose a start date.");
    expect(assignmentDatesError("2026-11-02", "2026-11-02")).toBeNull();
  });
  it("exports one row per member and week, neutralising formulas", () => {
    const standing = memberPlanStanding(weeks, dates, [done(1), done(2)], "2026-11-13");
    const csv = planProgressCsv([{ name: "=Mina", email: "m@x.test", standing, ...dates }]);
    const lines = csv.trim().split("\n");
    expect(lines[0]).toBe("member,email,week,week due,completed lessons,lessons,percent,status");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe("'=Mina,m@x.test,1. Basics,2026-11-08,2,2,100,Completed");
    expect(lines[2]).toContain("Overdue");
  });
});
