// The path and module editor's list rules (docs/product/authoring.md#paths-and-standalone-modules):
// add once at the end, move up or down, remove; form values of items; state sentences per kind.
import { describe, expect, it } from "vitest";
import { applyItemIntent, forKind, itemValue, newModuleDraft, newPathDraft, parseItemValue, STATE_REFUSALS, WORK_REFUSALS } from "~/engine/authoring";
import { moduleDraftSchema, pathDraftSchema } from "~/engine/authoringSchemas";

const c = (id: number) => ({ kind: "course" as const, id });

describe("applyItemIntent", () => {
  it("adds the picked item at the end, once", () => {
    expect(applyItemIntent([c(1)], "add", c(2))).toEqual({ ok: true, items: [c(1), c(2)] });
    expect(applyItemIntent([c(1)], "add", c(1))).toEqual({ ok: false, reason: WORK_REFUSALS.duplicateItem });
    expect(applyItemIntent([c(1)], "add", null)).toEqual({ ok: false, reason: WORK_REFUSALS.unknownItem });
    const full = Array.from({ length: 60 }, (_, i) => c(i + 1));
    expect(applyItemIntent(full, "add", c(99))).toEqual({ ok: false, reason: WORK_REFUSALS.tooManyItems });
  });
  it("moves up and down inside the list and removes by place", () => {
    expect(applyItemIntent([c(1), c(2), c(3)], "up:2", null)).toEqual({ ok: true, items: [c(1), c(3), c(2)] });
    expect(applyItemIntent([c(1), c(2)], "up:0", null)).toEqual({ ok: true, items: [c(1), c(2)] });
    expect(applyItemIntent([c(1), c(2)], "down:1", null)).toEqual({ ok: true, items: [c(1), c(2)] });
    expect(applyItemIntent([c(1), c(2), c(3)], "remove:1", null)).toEqual({ ok: true, items: [c(1), c(3)] });
  });
});

describe("items, drafts and sentences", () => {
  it("reads an item's form value back, and nothing else", () => {
    expect(parseItemValue(itemValue({ kind: "lesson", id: 42 }))).toEqual({ kind: "lesson", id: 42 });
    expect(parseItemValue("course:12")).toEqual(c(12));
    for (const bad of ["", "course:", "path:3", "course:1 ", "module:-1"]) expect(parseItemValue(bad)).toBeNull();
  });
  it("starts drafts that the schemas accept", () => {
    expect(pathDraftSchema.parse(newPathDraft("Graphs from zero!"))).toMatchObject({ slug: "graphs-from-zero", items: [], difficulty: "beginner" });
    expect(moduleDraftSchema.parse(newModuleDraft("Graph basics"))).toMatchObject({ slug: "graph-basics", items: [] });
    expect(moduleDraftSchema.safeParse({ ...newModuleDraft("x"), items: [c(1)] }).success).toBe(false);
  });
  it("says path or module where the course sentence says course", () => {
    expect(forKind(STATE_REFUSALS.editInReview, "path")).toMatch(/^This path is waiting for review/);
    expect(forKind(STATE_REFUSALS.deprecated, "module")).toBe("This module is deprecated and can no longer be changed.");
    expect(forKind(STATE_REFUSALS.submitNotDraft, "course")).toBe(STATE_REFUSALS.submitNotDraft);
  });
});
