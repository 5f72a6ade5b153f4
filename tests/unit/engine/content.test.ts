import { describe, it, expect } from "vitest";
import {
  dropEmptyTabbedCode,
  groupPageWidgets,
  imageShortName,
  normalizeWorkspaceConfig,
  replacePlaceholders,
  uniqueWidgetIds,
  type Widget,
} from "~/engine";

describe("replacePlaceholders (four delimiter styles)", () => {
  const values = { NAME: "Ada", PORT: 8080 };
  it.each([
    ["print(';;;NAME;;;')", "print('Ada')"],
    ["hello <<NAME>>", "hello Ada"],
    ["x ==NAME== y", "x Ada y"],
    ["listen({{PORT}})", "listen(8080)"],
    [";;;NAME;;; <<NAME>> ==NAME== {{NAME}}", "Ada Ada Ada Ada"],
    ["{{UNKNOWN}} stays", "{{UNKNOWN}} stays"],
    ["a == b == c", "a == b == c"],
    ["{{ NAME }}", "{{ NAME }}"],
  ])("%j → %j", (code, expected) => {
    expect(replacePlaceholders(code, values)).toBe(expected);
  });
});

describe("workspace config", () => {
  it.each([
    ["registry.example.com/team/python:3.11", "python:3.11"],
    ["localhost:5000/img", "img"],
    ["node:20", "node:20"],
  ])("imageShortName(%s) = %s", (image, short) => {
    expect(imageShortName(image)).toBe(short);
  });

  it.each([
    [
      { container: { version: 2, imageName: "docker.io/codelift/node:20", file: "Dockerfile" }, jobs: [] },
      { container: { version: 3, imageName: "node:20", file: "Dockerfile" }, jobs: [] },
    ],
    [{ container: { version: "1" } }, { container: { version: 3 } }],
    [
      { container: null, envs: {} },
      { container: null, envs: {} },
    ],
    [{ envs: {} }, { envs: {} }],
  ])("normalizeWorkspaceConfig(%j)", (input, expected) => {
    const copy = structuredClone(input);
    expect(normalizeWorkspaceConfig(input)).toEqual(expected);
    expect(input).toEqual(copy); // not mutated
  });
});

describe("widgets", () => {
  const w = (type: string, comp_id?: string, content?: Widget["content"]): Widget => ({
    type,
    ...(comp_id ? { comp_id } : {}),
    ...(content !== undefined ? { content } : {}),
  });

  it.each<[string, Widget[], (string | undefined)[]]>([
    ["unique ids untouched", [w("Text", "a"), w("Text", "b")], ["a", "b"]],
    ["duplicates get a numeric suffix", [w("Text", "a"), w("Text", "a"), w("Text", "a")], ["a", "a_1", "a_2"]],
    ["a suffix never collides with an existing id", [w("Text", "a"), w("Text", "a"), w("Text", "a_1")], ["a", "a_2", "a_1"]],
    ["widgets without ids are left alone", [w("Text"), w("Text")], [undefined, undefined]],
  ])("uniqueWidgetIds: %s", (_name, widgets, ids) => {
    expect(uniqueWidgetIds(widgets).map((x) => x.comp_id)).toEqual(ids);
  });

  it.each<[string, Widget, boolean]>([
    ["TabbedCode with code", w("TabbedCode", "t", { codeContents: [{ language: "py", content: "x" }] }), true],
    ["TabbedCode with an empty list", w("TabbedCode", "t", { codeContents: [] }), false],
    ["TabbedCode without codeContents", w("TabbedCode", "t", {}), false],
    ["TabbedCode without content", w("TabbedCode", "t"), false],
    ["other widget without content", w("Code", "c"), true],
  ])("dropEmptyTabbedCode: %s kept %s", (_name, widget, kept) => {
    expect(dropEmptyTabbedCode([widget])).toHaveLength(kept ? 1 : 0);
  });

  it("groupPageWidgets drops first, then makes ids unique", () => {
    const widgets = [w("Text", "a"), w("TabbedCode", "a", { codeContents: [] }), w("Code", "a")];
    expect(groupPageWidgets(widgets).map((x) => [x.type, x.comp_id])).toEqual([
      ["Text", "a"],
      ["Code", "a_1"],
    ]);
  });
});
