// The layout numbers live in app/engine/layout.ts and the style sheets use exactly those.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BREAKPOINTS_PX,
  SEARCH_DROPDOWN_WIDTHS_PX,
  SIDEBAR_WIDTHS_REM,
  TOAST_WIDTH_UNITS,
  WIDTH_UNIT_REM,
  Z_INDEX,
  zIndexVar,
} from "~/engine/layout";

const styles = path.resolve(import.meta.dirname, "../../../app/styles");
const css = Object.fromEntries(fs.readdirSync(styles).map((f) => [f, fs.readFileSync(path.join(styles, f), "utf8")]));
const all = Object.values(css).join("\n");
const prop = (name: string) => all.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]?.trim();

describe("the layout numbers", () => {
  it("are the documented ones", () => {
    expect(BREAKPOINTS_PX).toEqual({ sm: 600, md: 780, lg: 1080, xl: 1320 });
    expect(TOAST_WIDTH_UNITS).toEqual({ withTitle: 96, withoutTitle: 60 });
    expect(SEARCH_DROPDOWN_WIDTHS_PX).toEqual({ wide: 520, narrow: 347 });
    expect(SIDEBAR_WIDTHS_REM.lesson).toBe(20);
    expect(Object.values(Z_INDEX)).toEqual([10000, 999, 1000, 9999, 10001, 5, 6, 11, -1]);
  });

  it("every z-index in the style sheets is a layer of the scale, and each layer has the scale's value", () => {
    const used = [...all.matchAll(/z-index:\s*([^;]+);/g)].map((m) => m[1]!.trim());
    expect(used.length).toBeGreaterThan(5);
    const names = new Set(Object.keys(Z_INDEX).map((k) => zIndexVar(k as keyof typeof Z_INDEX)));
    for (const v of used) expect(names, v).toContain(v.match(/^var\((--z-[a-z-]+)\)$/)?.[1]);
    for (const [k, n] of Object.entries(Z_INDEX)) expect(prop(zIndexVar(k as keyof typeof Z_INDEX))).toBe(String(n));
  });

  it("toasts, the search dropdown (wide from the xl breakpoint) and the lesson sidebar have their widths", () => {
    expect(prop("--toast-width-titled")).toBe(`${TOAST_WIDTH_UNITS.withTitle * WIDTH_UNIT_REM}rem`);
    expect(prop("--toast-width")).toBe(`${TOAST_WIDTH_UNITS.withoutTitle * WIDTH_UNIT_REM}rem`);
    expect(prop("--search-dropdown-width")).toBe(`${SEARCH_DROPDOWN_WIDTHS_PX.narrow}px`);
    expect(prop("--search-dropdown-width-wide")).toBe(`${SEARCH_DROPDOWN_WIDTHS_PX.wide}px`);
    expect(css["app.css"]).toMatch(
      new RegExp(
        `@media \\(min-width: ${BREAKPOINTS_PX.xl}px\\) \\{\\s*\\.header-search-results \\{\\s*width: var\\(--search-dropdown-width-wide\\);`,
      ),
    );
    expect(prop("--lesson-sidebar-width")).toBe(`${SIDEBAR_WIDTHS_REM.lesson}rem`);
    expect(css["catalog.css"]).toMatch(/\.lesson-layout \{[^}]*grid-template-columns: var\(--lesson-sidebar-width\) minmax\(0, 1fr\);/);
  });
});
