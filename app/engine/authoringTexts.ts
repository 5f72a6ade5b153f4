// The fixed lists, limits and texts of authoring (docs/product/authoring.md), shared by the rules and the schemas.
export const COURSE_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export const ACCESS_KINDS = ["free", "paid", "early_access"] as const;
export const CALLOUT_TONES = ["note", "tip", "warning"] as const;
export const BLOCK_KINDS = ["text", "code", "tabbed", "callout", "quiz", "runnable", "image"] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

export const LIMITS = {
  title: 150,
  summary: 500,
  markdown: 50_000,
  code: 20_000,
  blocks: 60,
  lessons: 200,
  sections: 40,
  options: 8,
  runnableTests: 20,
  /** the parts of a path, the lessons of a module */
  items: 60,
} as const;

export const AUTHORING_TEXTS = {
  slug: "Use lower-case letters, digits and hyphens (it starts with a letter or digit).",
  title: "Give it a title (at most 150 characters).",
  blockId: "A block id is letters, digits, _ and - (at most 60).",
  language: "A language name is lower-case letters and digits (e.g. python, javascript, c++).",
  quizOptions: "A quiz needs 2 to 8 options, at least one of them marked correct with a leading *.",
  singleChoice: "A single-choice quiz has exactly one correct option; tick “More than one answer” for several.",
  tooManyBlocks: "A lesson has at most 60 blocks.",
  placeholder: "Each placeholder line is NAME=value (NAME is letters, digits and _).",
  runnableLanguage: "Pick a language the judge runs: python, javascript, java, cpp or go.",
  signature: "Write the function as name(param: type, …) -> type, e.g. add(a: int, b: int) -> int.",
  runnableTests: "Give 1 to 20 tests, one a line: the arguments as a JSON array, then =>, then the expected value as JSON, e.g. [1, 2] => 3.",
} as const;

/** What the lesson editor's autosave says (docs/product/authoring.md#no-lost-edits). */
export const AUTOSAVE_TEXTS = {
  idle: "Changes are saved as a draft while you type.",
  saving: "Saving the draft…",
  saved: "Draft saved.",
  invalid: "Not saved automatically: a field needs fixing. Press “Save lesson” to see which.",
  conflict:
    "Not saved automatically: this lesson was changed in another tab or by another author. Your text is still here; press “Save lesson” to see both versions.",
  failed: "Not saved automatically: the connection failed. Your text is still here; press “Save lesson”.",
} as const;
