import { describe, it, expect } from "vitest";
import {
  businessDomainVisitorAccess,
  canAccessContent,
  canAccessModule,
  canAccessPathOrPlan,
  hideCloudLabs,
  sortCatalogue,
  type AccessContent,
  type OrganizationMembership,
} from "~/engine";

const course: AccessContent = { kind: "course", author_id: 1, work_id: 10, categories: ["python", "web"] };
const sub = (extra: Partial<OrganizationMembership> = {}): OrganizationMembership => ({ organization_id: 1, is_subscriber: true, ...extra });

describe("canAccessContent (the five access steps, in order)", () => {
  it.each<[string, OrganizationMembership[], AccessContent, boolean, string]>([
    // step 1
    ["no memberships", [], course, true, "no-subscriber-organizations"],
    [
      "no subscriber organizations",
      [{ organization_id: 1, is_subscriber: false, include_all_courses: false, included_courses: [{ author_id: 9, work_id: 9 }] }],
      course,
      true,
      "no-subscriber-organizations",
    ],
    ["private content", [sub({ included_courses: [{ author_id: 9, work_id: 9 }] })], { ...course, is_private: true }, true, "private-content"],
    [
      "neither path nor course",
      [sub({ included_courses: [{ author_id: 9, work_id: 9 }] })],
      { ...course, kind: "project" },
      true,
      "not-path-or-course",
    ],
    // step 3
    ["no lists at all", [sub()], course, true, "no-lists"],
    ["include all", [sub({ include_all_courses: true, excluded_courses: [{ author_id: 1, work_id: 10 }] })], course, true, "include-all"],
    ["included content", [sub({ included_courses: [{ author_id: "1", work_id: "10" }] })], course, true, "included-content"],
    ["included category", [sub({ included_categories: ["web"] })], course, true, "included-category"],
    ["paths use the same lists", [sub({ included_courses: [{ author_id: 1, work_id: 10 }] })], { ...course, kind: "path" }, true, "included-content"],
    // step 2: lists merged over all subscriber organizations
    [
      "lists merged across subscriber organizations",
      [sub({ included_categories: ["java"] }), { ...sub({ included_courses: [{ author_id: 1, work_id: 10 }] }), organization_id: 2 }],
      course,
      true,
      "included-content",
    ],
    [
      "a non-subscriber organization's lists do not count",
      [sub({ included_categories: ["java"] }), { organization_id: 2, is_subscriber: false, included_courses: [{ author_id: 1, work_id: 10 }] }],
      course,
      false,
      "not-included",
    ],
    // step 4
    ["excluded content", [sub({ excluded_courses: [{ author_id: 1, work_id: 10 }] })], course, false, "excluded-content"],
    ["excluded category", [sub({ excluded_categories: ["web"] })], course, false, "excluded-category"],
    ["exclusions exist but do not match", [sub({ excluded_categories: ["java"] })], course, true, "not-excluded"],
    ["inclusions miss, exclusions miss", [sub({ included_categories: ["go"], excluded_categories: ["java"] })], course, true, "not-excluded"],
    // step 5
    ["inclusions miss and no exclusions", [sub({ included_categories: ["go"] })], course, false, "not-included"],
  ])("%s → %s (%s)", (_name, memberships, content, allowed, rule) => {
    expect(canAccessContent({ memberships, content })).toEqual({ allowed, rule });
  });
});

describe("canAccessPathOrPlan / canAccessModule", () => {
  it.each<[string, OrganizationMembership | null, boolean, boolean, string]>([
    ["no organization", null, false, false, "no-organization"],
    ["no organization even for learn-freemium", null, true, false, "no-organization"],
    ["organization", sub(), false, true, "organization"],
    ["no_courses_access", sub({ no_courses_access: true }), false, false, "no-courses-access"],
    ["no_courses_access but learn-freemium", sub({ no_courses_access: true }), true, true, "learn-freemium"],
  ])("%s", (_name, organization, isLearnFreemium, allowed, rule) => {
    expect(canAccessPathOrPlan({ organization, isLearnFreemium })).toEqual({ allowed, rule });
    expect(canAccessModule({ organization, isLearnFreemium })).toEqual({ allowed, rule });
  });
});

describe("businessDomainVisitorAccess", () => {
  const special = ["enterprise-only"];
  it.each<[string, boolean, boolean, { is_free?: boolean; price_cents?: number | null; tags?: string[] }, boolean, string]>([
    ["not the business domain", false, false, { is_free: true }, true, "not-business-domain"],
    ["logged in", true, true, { is_free: true }, true, "logged-in"],
    ["free content", true, false, { is_free: true, price_cents: 1000 }, false, "free-content"],
    ["unpriced content", true, false, { price_cents: null }, false, "unpriced-content"],
    ["zero price", true, false, { price_cents: 0 }, false, "unpriced-content"],
    ["special tag", true, false, { price_cents: 1000, tags: ["enterprise-only"] }, false, "special-tag"],
    ["priced, ordinary tags", true, false, { price_cents: 1000, tags: ["python"] }, true, "priced-content"],
  ])("%s", (_name, isBusinessDomain, isLoggedIn, content, allowed, rule) => {
    expect(businessDomainVisitorAccess({ isBusinessDomain, isLoggedIn, content, specialTags: special })).toEqual({ allowed, rule });
  });
});

type Entry = { id: string; rank: number | null; categories: (string | number)[] };

describe("sortCatalogue", () => {
  it.each<[string, Entry[], (string | number)[], string[]]>([
    [
      "overlap first, then rank",
      [
        { id: "a", rank: 1, categories: [] },
        { id: "b", rank: 5, categories: ["python"] },
        { id: "c", rank: 2, categories: ["python", "web"] },
        { id: "d", rank: 3, categories: ["web"] },
      ],
      ["python", "web"],
      ["c", "d", "b", "a"],
    ],
    [
      "no preferences: rank only, missing ranks last, ties stable",
      [
        { id: "a", rank: null, categories: [] },
        { id: "b", rank: 2, categories: [] },
        { id: "c", rank: 1, categories: [] },
        { id: "d", rank: 2, categories: [] },
      ],
      [],
      ["c", "b", "d", "a"],
    ],
    [
      "duplicate categories count once",
      [
        { id: "a", rank: 1, categories: [7] },
        { id: "b", rank: 2, categories: ["5", 5, 5] },
      ],
      [5, 7],
      ["a", "b"],
    ],
  ])("%s", (_name, items, preferred, order) => {
    const input = [...items];
    expect(sortCatalogue(items, preferred).map((i) => i.id)).toEqual(order);
    expect(items).toEqual(input); // not mutated
  });
});

describe("hideCloudLabs", () => {
  const items = [{ kind: "course" }, { kind: "cloudlab" }, { kind: "path" }];
  it.each<[string, Pick<OrganizationMembership, "feature_flags"> | null, string[]]>([
    ["organization allowed", { feature_flags: { can_access_cloudlabs: true } }, ["course", "cloudlab", "path"]],
    ["organization not allowed", { feature_flags: { can_access_cloudlabs: false } }, ["course", "path"]],
    ["organization without flags", {}, ["course", "path"]],
    ["no organization", null, ["course", "cloudlab", "path"]],
  ])("%s", (_name, org, kinds) => {
    expect(hideCloudLabs(items, org).map((i) => i.kind)).toEqual(kinds);
  });
});
