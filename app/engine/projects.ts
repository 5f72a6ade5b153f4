// Hands-on projects (docs/product/hands-on.md): the shapes of a project and the pure rules the
// server and the CLI share — kinds, view modes, which file names a learner may use, step states.

/** Guided projects have steps with checks; unguided ones a brief and a test runner. */
export const PROJECT_KIND = { guided: 2001, unguided: 2002 } as const;
type ProjectKind = keyof typeof PROJECT_KIND;
export const PROJECT_VIEW_MODES = ["view", "edit", "preview"] as const;
export type ProjectViewMode = (typeof PROJECT_VIEW_MODES)[number];
type ProjectContentType = "regular" | "standalone-project";

export const PROJECT_RESET_QUESTION = "Are you sure you want to reset this project?";
export const PROJECT_UPGRADE_TEXT =
  "Projects are part of Premium and Premium Plus. Upgrade to open the workspace, run the checks and keep your files.";
export const PROJECT_UPGRADE_URL = "/unlimited";
/** Check runs start a sandbox each: at most this many per learner in the window. */
export const PROJECT_RUN_LIMIT = { bucket: "project-run", limit: 30, windowMs: 10 * 60_000 } as const;
export const PROJECT_RUN_LIMIT_TEXT = "You have run the checks many times in a short while. Please wait a few minutes and try again.";

/**
 * Who opens project workspaces: Premium or Premium Plus now, staff, or a member of an organization
 * with can_access_standalone_projects (docs/product/hands-on.md#projects).
 */
export function mayUseProjects(input: { premiumTier: boolean; staff: boolean; organizationAllows: boolean }): boolean {
  return input.premiumTier || input.staff || input.organizationAllows;
}

/** The toasts of a project's page after each of its actions. */
export const PROJECT_TOASTS = {
  notUnderstood: "That request was not understood. Please try again.",
  saved: (name: string) => `Saved ${name}.`,
  created: (name: string) => `Created ${name}.`,
  reset: "The project is back to its starter files.",
  complete: (title: string) => `Every check passes: you completed “${title}”.`,
  stepsPass: (passed: number, total: number) => `${passed} of ${total} steps pass. See what the first failing check says.`,
  testsFail: "The tests do not pass yet. See their output.",
} as const;

export const MAX_PROJECT_FILES = 40;
export const MAX_PROJECT_FILE_BYTES = 64 * 1024;
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}$/;
/** Folder of the checks inside a run's workspace: learners' files there are replaced by the checks. */
export const CHECKS_FOLDER = ".codelift-checks";

interface ProjectStep {
  title: string;
  /** what to do, in Markdown */
  instructions: string;
  /** a bash command run in the workspace; exit code 0 means the step passes, its output says what is missing */
  check: string;
}

interface ProjectWorkspaceConfig {
  /** the container file and image the project declares (normalised: see normaliseWorkspaceConfig) */
  image: string;
  envs: Record<string, string>;
  /** the test runner of the project (unguided: the whole test; guided: the steps' checks) */
  testRunner: string;
}

export interface ProjectDefinition {
  slug: string;
  title: string;
  kind: ProjectKind;
  contentType: ProjectContentType;
  language: "python" | "javascript" | "cpp" | "java" | "sql" | "bash";
  summary: string;
  /** the brief, in Markdown: anyone may read it */
  brief: string;
  workspace: ProjectWorkspaceConfig;
  starter: Record<string, string>;
  /** a reference solution: the starter with these files replaced */
  solution: Record<string, string>;
  /** files only the checks see (tests, expected outputs) */
  checkFiles: Record<string, string>;
  /** guided: the steps in order; unguided: empty */
  steps: ProjectStep[];
  /** unguided: the test runner command (exit 0 passes) */
  tests?: string;
  /** the file the editor opens first */
  mainFile: string;
}

/**
 * A file name a learner may use in a project: relative, forward slashes, at most four segments of
 * letters, digits, `_`, `.` and `-` (not starting with a dot, so no `..` and no hidden folders), or null.
 */
export function safeProjectPath(name: unknown): string | null {
  if (typeof name !== "string") return null;
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 200) return null;
  const parts = trimmed.split("/");
  if (parts.length > 4 || parts.some((p) => !SEGMENT.test(p))) return null;
  return parts.join("/");
}

/** The image name normalised as a project declares it: the last path segment, tag kept (":latest" when none). */
export function normaliseImageName(image: string): string {
  const last = image.trim().split("/").pop() ?? "";
  return last.includes(":") ? last : `${last}:latest`;
}

export type StepState = "passed" | "failed" | "not_run";

/** The state of each step after a run that stopped at the first failing one (results in step order). */
export function stepStates(stepCount: number, results: readonly { step: number; passed: boolean }[]): StepState[] {
  const byStep = new Map(results.map((r) => [r.step, r.passed]));
  return Array.from({ length: stepCount }, (_, i) => {
    const passed = byStep.get(i);
    return passed === undefined ? "not_run" : passed ? "passed" : "failed";
  });
}

/** A project is complete when every step passed (guided) or its tests passed (unguided, step 0). */
export function projectComplete(def: Pick<ProjectDefinition, "kind" | "steps">, states: readonly StepState[]): boolean {
  const count = def.kind === "guided" ? def.steps.length : 1;
  return states.length === count && states.every((s) => s === "passed");
}
