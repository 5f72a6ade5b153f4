import { describe, expect, it } from "vitest";
import {
  ACCESS_TEXTS,
  canAccessLesson,
  organizationCourseAccess,
  organizationPathAccess,
  type AccessContent,
  type OrganizationMembership,
  type PersonalGrants,
} from "~/engine";

const course: AccessContent = { kind: "course", author_id: 1, work_id: 10, categories: ["python"] };
const nobody: PersonalGrants = { isStaff: false, isFree: false, ownsCourse: false, hasOwnSubscription: false };
const seat = (extra: Partial<OrganizationMembership> = {}): OrganizationMembership => ({ organization_id: 1, is_subscriber: true, ...extra });
const includesOther = seat({ included_courses: [{ author_id: 9, work_id: 9 }] });

describe("organizationCourseAccess: the seat adds, the lists restrict only what the organization grants", () => {
  it.each<[string, OrganizationMembership[], AccessContent, Partial<PersonalGrants>, boolean, string, boolean]>([
    ["no organization: unaffected (personal rules decide lessons)", [], course, {}, true, "no-subscriber-organizations", false],
    [
      "member without a live seat: unaffected",
      [{ organization_id: 1, is_subscriber: false, included_courses: [{ author_id: 9, work_id: 9 }] }],
      course,
      {},
      true,
      "no-subscriber-organizations",
      false,
    ],
    [
      "included course: the seat opens it",
      [seat({ included_courses: [{ author_id: 1, work_id: 10 }] })],
      course,
      {},
      true,
      "organization-seat",
      true,
    ],
    ["included category: the seat opens it", [seat({ included_categories: ["python"] })], course, {}, true, "organization-seat", true],
    ["include-all: the seat opens it", [seat({ include_all_courses: true })], course, {}, true, "organization-seat", true],
    ["no lists: the seat opens everything", [seat()], course, {}, true, "organization-seat", true],
    ["private content is open through the seat", [includesOther], { ...course, is_private: true }, {}, true, "organization-seat", true],
    ["not included and nothing of one's own: closed", [includesOther], course, {}, false, "not-in-organization-plan", false],
    ["excluded course: closed", [seat({ excluded_courses: [{ author_id: 1, work_id: 10 }] })], course, {}, false, "not-in-organization-plan", false],
    ["excluded category: closed", [seat({ excluded_categories: ["python"] })], course, {}, false, "not-in-organization-plan", false],
    ["not included, but free: open (the learner's own)", [includesOther], course, { isFree: true }, true, "own-free-course", false],
    ["not included, but bought: open", [includesOther], course, { ownsCourse: true }, true, "own-purchase", false],
    ["not included, but a personal subscription: open", [includesOther], course, { hasOwnSubscription: true }, true, "own-subscription", false],
    ["staff read everything", [includesOther], course, { isStaff: true }, true, "staff", false],
    [
      "two organizations merged: the second one's include opens it",
      [includesOther, seat({ organization_id: 2, included_categories: ["python"] })],
      course,
      {},
      true,
      "organization-seat",
      true,
    ],
  ])("%s", (_name, memberships, content, personal, allowed, rule, seatOpens) => {
    const d = organizationCourseAccess({ memberships, content, personal: { ...nobody, ...personal } });
    expect(d).toMatchObject({ allowed, rule, seat: seatOpens });
  });

  it("reports the access step that decided for the lists", () => {
    expect(
      organizationCourseAccess({ memberships: [seat({ excluded_categories: ["python"] })], content: course, personal: nobody }).organizationRule,
    ).toBe("excluded-category");
  });
});

describe("canAccessLesson with an organization seat", () => {
  const paid = { isFree: false, courseExpirationDate: null };
  const viewer = { isStaff: false, subscriptions: [] };
  const now = "2025-01-01T00:00:00Z";
  it("a seat opens every lesson as a subscription would", () => {
    expect(canAccessLesson({ course: paid, lessonIndex: 3, viewer: { ...viewer, organizationSeat: true }, now })).toEqual({
      allowed: true,
      reason: "organization",
    });
  });
  it("without the seat the same lesson needs a subscription", () => {
    expect(canAccessLesson({ course: paid, lessonIndex: 3, viewer, now })).toEqual({ allowed: false, reason: "subscription-required" });
  });
  it("an expired course stays closed to a seat", () => {
    expect(
      canAccessLesson({
        course: { isFree: false, courseExpirationDate: "2024-01-01" },
        lessonIndex: 3,
        viewer: { ...viewer, organizationSeat: true },
        now,
      }).allowed,
    ).toBe(false);
  });
  it("one sentence for organization refusals", () => {
    expect(ACCESS_TEXTS.notInOrganizationPlan).toBe("This content is not included in your organization's plan.");
  });
});

describe("organizationPathAccess", () => {
  const path: AccessContent = { kind: "path", author_id: 5, work_id: 50, categories: [] };
  const base = { path, isStaff: false, isLearnFreemium: false };
  it("a user in no organization is unaffected", () => {
    expect(organizationPathAccess({ ...base, memberships: [] })).toMatchObject({ allowed: true, rule: "no-organization" });
  });
  it("no_courses_access on the active organization denies paths", () => {
    expect(organizationPathAccess({ ...base, memberships: [seat({ no_courses_access: true })] })).toMatchObject({
      allowed: false,
      rule: "no-courses-access",
      ruleSet: "path-plan-organization",
    });
  });
  it("… unless the user is learn-freemium", () => {
    expect(organizationPathAccess({ ...base, isLearnFreemium: true, memberships: [seat({ no_courses_access: true })] })).toMatchObject({
      allowed: true,
    });
  });
  it("the active organization decides: a stored active id without no_courses_access", () => {
    const memberships = [seat({ organization_id: 1, is_admin: true, no_courses_access: true }), seat({ organization_id: 2 })];
    expect(organizationPathAccess({ ...base, memberships }).allowed).toBe(false);
    expect(organizationPathAccess({ ...base, memberships, storedActiveId: 2 }).allowed).toBe(true);
  });
  it("the merged lists govern paths too", () => {
    expect(organizationPathAccess({ ...base, memberships: [includesOther] })).toMatchObject({
      allowed: false,
      rule: "not-included",
      ruleSet: "organization-content-access",
    });
    expect(organizationPathAccess({ ...base, memberships: [seat({ included_courses: [{ author_id: 5, work_id: 50 }] })] }).allowed).toBe(true);
  });
  it("staff read everything", () => {
    expect(organizationPathAccess({ ...base, isStaff: true, memberships: [seat({ no_courses_access: true })] }).allowed).toBe(true);
  });
});
