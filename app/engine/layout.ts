// The layout's numbers, in one place (docs/product/shell.md#layout): breakpoints, toast and search
// dropdown widths, sidebar widths and the layering (z-index) scale. The style sheets use the same
// values (custom properties in app/styles/app.css); tests/unit/engine/layout.test.ts keeps them equal.

/** Breakpoints in px: sm, md, lg, xl. */
export const BREAKPOINTS_PX = { sm: 600, md: 780, lg: 1080, xl: 1320 } as const;

/** One width unit is a quarter rem (4 px). */
export const WIDTH_UNIT_REM = 0.25;

/** Toast widths in units: with a title, without one. */
export const TOAST_WIDTH_UNITS = { withTitle: 96, withoutTitle: 60 } as const;

/** The header search dropdown: wide from the xl breakpoint, narrow below it. */
export const SEARCH_DROPDOWN_WIDTHS_PX = { wide: 520, narrow: 347 } as const;

/** Sidebar widths in rem (the enterprise sidebar goes from its collapsed to its open width). */
export const SIDEBAR_WIDTHS_REM = {
  legacy: 6,
  enterprise: { collapsed: 4, open: 16.5 },
  lesson: 20,
  adaptive: 22.88,
  workflowCopilot: 25.5,
  projectContext: 25.5,
  patternOutline: 35,
  preferences: 15,
  other: 20,
} as const;

/**
 * The layering scale. Nothing is stacked with any other number: `base` (10000) carries toasts and
 * the scrim of a dialog without JavaScript, `top` what must sit over it (that dialog, the skip link,
 * snackbars), `backdrop` a modal's backdrop, `header` the sticky header and `belowHeader` what
 * slides under it; the small ones order things inside a component.
 */
export const Z_INDEX = {
  base: 10000,
  belowHeader: 999,
  header: 1000,
  backdrop: 9999,
  top: 10001,
  raised: 5,
  raisedMore: 6,
  dropdown: 11,
  behind: -1,
} as const;

/** The CSS custom property of a layer: `--z-base`, `--z-below-header`, … */
export const zIndexVar = (name: keyof typeof Z_INDEX) => `--z-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
