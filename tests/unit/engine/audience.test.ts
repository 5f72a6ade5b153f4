// The search form by audience, its filters, and the white-label host rules (docs/product/catalog.md#search-by-audience,
// docs/product/white-label.md).
import { describe, expect, it } from "vitest";
import {
  FEATURED_SEARCH_LANGUAGES,
  filterSearchItems,
  searchFilterCategories,
  searchFormFor,
  SEARCH_EXPERIENCE,
  type SearchItem,
} from "~/engine/searchExperience";
import { hostNameOf, teamProductUrl, teamSubdomainSchema, whiteLabelHostSchema } from "~/engine/whiteLabel";

const item = (kind: SearchItem["kind"], difficulty: string | null = null): SearchItem => ({
  kind,
  title: kind,
  summary: "",
  url: `/${kind}`,
  difficulty,
});

describe("search by audience", () => {
  it("B2B users of an organization with the business search get the full-text form, everyone else the dropdown", () => {
    expect(SEARCH_EXPERIENCE).toEqual({ b2b: "full_text", b2c: "dropdown" });
    expect(searchFormFor({ userType: "B2B_USER", organizationSearch: true })).toBe("full_text");
    expect(searchFormFor({ userType: "B2B_USER", organizationSearch: false })).toBe("dropdown");
    for (const userType of ["B2C_USER", "LOGGED_OUT", "EDUCATIVE_INTERNAL"] as const) {
      expect(searchFormFor({ userType, organizationSearch: true })).toBe("dropdown");
    }
    expect(searchFormFor({ userType: "B2B_USER", organizationSearch: true }, { b2b: "dropdown", b2c: "full_text" })).toBe("dropdown");
  });

  it("the categories, with mock interviews on the dropdown form only, and the featured languages", () => {
    expect(searchFilterCategories("full_text")).toEqual(["all", "paths", "cloudLabs", "courses", "assessments", "projects"]);
    expect(searchFilterCategories("dropdown")).toEqual(["all", "paths", "cloudLabs", "courses", "assessments", "projects", "mockInterviews"]);
    expect(FEATURED_SEARCH_LANGUAGES).toEqual(["TypeScript", "C++", "Rust", "JavaScript", "Go", "Python"]);
  });

  it("filters by category and difficulty, keeping the order; all keeps what the form offers", () => {
    const items = [item("course", "beginner"), item("path", "advanced"), item("cloudlab"), item("mock-interview"), item("course", "advanced")];
    expect(filterSearchItems(items, { form: "dropdown", category: "all" })).toEqual(items);
    expect(filterSearchItems(items, { form: "full_text", category: "all" }).map((i) => i.kind)).toEqual(["course", "path", "cloudlab", "course"]);
    expect(filterSearchItems(items, { form: "dropdown", category: "courses" })).toEqual([items[0], items[4]]);
    expect(filterSearchItems(items, { form: "dropdown", category: "all", difficulty: "advanced" })).toEqual([items[1], items[4]]);
    expect(filterSearchItems(items, { form: "full_text", category: "mockInterviews" })).toEqual([]);
  });
});

describe("white-label hosts and the team product", () => {
  it("matches a Host header by its lower-case name without the port", () => {
    expect(hostNameOf("Academy.Localhost:3000")).toBe("academy.localhost");
    expect(hostNameOf("learn.partner.example")).toBe("learn.partner.example");
    for (const bad of [null, "", "evil.example/path", "a b", "-x.example"]) expect(hostNameOf(bad)).toBeNull();
  });

  it("accepts only host names and #rrggbb colours", () => {
    expect(
      whiteLabelHostSchema.safeParse({ host: "Learn.Partner.example", name: "P", primaryColor: "#AA0000", accentColor: "#000000" }).data,
    ).toEqual({
      host: "learn.partner.example",
      name: "P",
      primaryColor: "#aa0000",
      accentColor: "#000000",
    });
    expect(whiteLabelHostSchema.safeParse({ host: "x.example:80", name: "P", primaryColor: "#000000", accentColor: "#000000" }).success).toBe(false);
    expect(whiteLabelHostSchema.safeParse({ host: "x.example", name: "P", primaryColor: "red;}", accentColor: "#000000" }).success).toBe(false);
  });

  it("the team product's address is the configured origin, with the subdomain in front of its host", () => {
    expect(teamProductUrl("https://teams.codelift.dev", null)).toBe("https://teams.codelift.dev/");
    expect(teamProductUrl("https://teams.codelift.dev/", "acme")).toBe("https://acme.teams.codelift.dev/");
    expect(teamSubdomainSchema.safeParse("Acme-1").data).toBe("acme-1");
    for (const bad of ["-a", "a-", "a.b", "evil.example/", ""]) expect(teamSubdomainSchema.safeParse(bad).success).toBe(false);
  });
});
