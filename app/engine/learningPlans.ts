// Paths, modules, learning plans and mentoring: the pure rules (docs/product/learning-plans.md,
// docs/product/paths-and-modules.md). Progress everywhere is lesson progress: a course, a module
// or a path is done when every lesson of its required parts is completed.
import { continueLessonId, progressPercent, type LessonProgressFacts } from "./catalog";
import { ORGANIZATION_FEATURE_FLAGS, type OrganizationFeatureFlag } from "./constants";
import type { OrganizationMembership } from "./organizations";

export type ProgressState = "not-started" | "in-progress" | "completed";

export interface ItemProgress {
  total: number;
  completed: number;
  percent: number;
  state: ProgressState;
}

/** Completed lessons over all lessons of one unit (a course, a module, a week, a path). */
export function unitProgress(lessonIds: readonly number[], progress: readonly LessonProgressFacts[]): ItemProgress {
  const done = new Set(progress.filter((p) => p.completedAt).map((p) => p.lessonId));
  const visited = new Set(progress.map((p) => p.lessonId));
  const ids = [...new Set(lessonIds)];
  const completed = ids.filter((id) => done.has(id)).length;
  const total = ids.length;
  const state: ProgressState =
    total > 0 && completed === total ? "completed" : completed > 0 || ids.some((id) => visited.has(id)) ? "in-progress" : "not-started";
  return { total, completed, percent: progressPercent(completed, total), state };
}

/** One part of a sequence (a path's course or module, a plan's item). */
export interface SequenceItem {
  key: string;
  isOptional: boolean;
  lessonIds: readonly number[];
}

export interface SequenceProgress<T extends SequenceItem> {
  items: (T & { progress: ItemProgress })[];
  /** over the required items */
  required: ItemProgress;
  /** every required item is completed (and there is at least one lesson) */
  completed: boolean;
  /** where "Continue" leads: the item and its lesson; null for an empty sequence */
  continueAt: { key: string; lessonId: number } | null;
}

/**
 * Progress across all parts in order. "Continue where you left off": the last visited lesson of
 * the whole sequence while it is unfinished, else the next unfinished one after it (the rule of
 * courses, applied to the lessons of every part in order).
 */
export function sequenceProgress<T extends SequenceItem>(items: readonly T[], progress: readonly LessonProgressFacts[]): SequenceProgress<T> {
  const withProgress = items.map((item) => ({ ...item, progress: unitProgress(item.lessonIds, progress) }));
  const requiredIds = items.filter((i) => !i.isOptional).flatMap((i) => i.lessonIds);
  const required = unitProgress(requiredIds, progress);
  const ordered = [...new Set(items.flatMap((i) => i.lessonIds))];
  const lessonId = continueLessonId(ordered, progress);
  const owner = lessonId === null ? undefined : items.find((i) => i.lessonIds.includes(lessonId));
  return {
    items: withProgress,
    required,
    completed: required.total > 0 && required.completed === required.total,
    continueAt: owner && lessonId !== null ? { key: owner.key, lessonId } : null,
  };
}

// ---------------------------------------------------------------- flags

/** The feature each organization flag gates (docs/product/organizations.md#feature-flags). */
export const FLAG_FEATURES: Record<OrganizationFeatureFlag, string> = {
  b2b_search_experience: "the organization's search form for members",
  can_access_cloudlabs: "cloud labs in lists",
  can_access_learning_plans: "learning plans",
  can_access_standalone_projects: "standalone projects",
  can_add_enterprise_subscription_teams: "creating teams",
  can_create_private_content: "private content for the organization",
  enable_discussions_for_ask_for_help: "Ask for help threads on content",
  enable_discussions_for_ask_a_question: "Ask a question threads on content",
  is_training_enabled: "the Training section of members' home",
  onboarding_enabled: "the start prompt for admins and managers",
  is_workflow_enabled: "the workflow view of assigned plans",
  is_manager_home_deprecated: "managers land on the admin area instead of their own",
};

export const isOrganizationFeatureFlag = (name: string): name is OrganizationFeatureFlag =>
  (ORGANIZATION_FEATURE_FLAGS as readonly string[]).includes(name);

/** Is a flag set on an organization (absent means off). */
export function hasFlag(m: Pick<OrganizationMembership, "feature_flags"> | null | undefined, flag: OrganizationFeatureFlag): boolean {
  return m?.feature_flags?.[flag] === true;
}

/** Every flag with its value, in the fixed order. */
export function flagTable(flags: Partial<Record<OrganizationFeatureFlag, boolean>>): { name: OrganizationFeatureFlag; on: boolean; gates: string }[] {
  return ORGANIZATION_FEATURE_FLAGS.map((name) => ({ name, on: flags[name] === true, gates: FLAG_FEATURES[name] }));
}

export type FlagAssignment = { name: OrganizationFeatureFlag; value: boolean };

/** Parses "name=true" / "name=false"; an unknown name or a value other than true/false is an error text. */
export function parseFlagAssignment(raw: string): FlagAssignment | { error: string } {
  const m = /^([a-z_]+)=(true|false)$/.exec(raw.trim());
  if (!m) return { error: `Write a flag as name=true or name=false (got "${raw}").` };
  const [, name, value] = m;
  if (!isOrganizationFeatureFlag(name!)) return { error: `Unknown flag "${name}". Flags: ${ORGANIZATION_FEATURE_FLAGS.join(", ")}.` };
  return { name: name!, value: value === "true" };
}

// ---------------------------------------------------------------- who may do what

export interface PlanRoleFacts extends Pick<OrganizationMembership, "is_admin" | "is_manager" | "is_mentor" | "is_mentee" | "feature_flags"> {
  /** the member's own can_create_plans switch */
  member_can_create_plans?: boolean;
}

/** Admins and managers of an organization with can_access_learning_plans, when the member's switch is on. */
export function canCreatePlans(m: PlanRoleFacts | null | undefined): boolean {
  if (!m || !hasFlag(m, "can_access_learning_plans")) return false;
  return (m.is_admin === true || m.is_manager === true) && m.member_can_create_plans !== false;
}

/** Learning plans are read by members of an organization with can_access_learning_plans. */
export const canSeePlans = (m: PlanRoleFacts | null | undefined): boolean => hasFlag(m, "can_access_learning_plans");

/** The admin and manager start prompt also needs onboarding_enabled on the organization. */
export const onboardingPromptEnabled = (m: PlanRoleFacts | null | undefined): boolean => hasFlag(m, "onboarding_enabled");

export type LandingPlace = { area: "admin" | "manager" | "dashboard" | "assigned-plans" | "none"; path: string };

/**
 * Where an organization member lands: admin → the admin area, manager → the manager area (the
 * admin area when is_manager_home_deprecated is set), mentor → the mentoring dashboard (only where
 * the organization has is_training_enabled: the dashboard is refused without it), mentee → their
 * assigned plans, anyone else → the learner home.
 */
export function landingPlace(m: (OrganizationMembership & { organization_id: number | string }) | null | undefined): LandingPlace {
  if (!m) return { area: "none", path: "/learn/home" };
  const org = m.organization_id;
  if (m.is_admin) return { area: "admin", path: `/enterprise-dashboard/${org}` };
  if (m.is_manager)
    return hasFlag(m, "is_manager_home_deprecated")
      ? { area: "admin", path: `/enterprise-dashboard/${org}` }
      : { area: "manager", path: `/manager/${org}` };
  if (m.is_mentor && hasFlag(m, "is_training_enabled")) return { area: "dashboard", path: `/mentor/${org}` };
  if (m.is_mentee) return { area: "assigned-plans", path: "/learning-plans" };
  return { area: "none", path: "/learn/home" };
}

// ---------------------------------------------------------------- plans: dates, progress, overdue

const DAY = 24 * 60 * 60 * 1000;
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** Week n (0-based) is due 7 days after its start (start + 7n), never after the plan's due date. */
export function weekDueDate(startDate: string, weekIndex: number, planDueDate: string): string {
  const due = addDays(startDate, 7 * (weekIndex + 1) - 1);
  return due < planDueDate ? due : planDueDate;
}

/** An assignment's dates: a start and a due date (YYYY-MM-DD), the due date not before the start. */
export function assignmentDatesError(startDate: string, dueDate: string): string | null {
  if (!ISO_DATE.test(startDate) || Number.isNaN(Date.parse(startDate))) return "Choose a start date.";
  if (!ISO_DATE.test(dueDate) || Number.isNaN(Date.parse(dueDate))) return "Choose a due date.";
  if (dueDate < startDate) return "The due date cannot be before the start date.";
  return null;
}

export interface PlanWeekFacts {
  id: number;
  title: string;
  items: SequenceItem[];
}

export interface MemberPlanStanding {
  weeks: { id: number; title: string; dueDate: string; progress: ItemProgress; completed: boolean; overdue: boolean }[];
  overall: ItemProgress;
  completed: boolean;
  /** some week is past its due date and not completed */
  overdue: boolean;
}

/** One member's progress on a plan per week (required items), with the overdue weeks as of today (YYYY-MM-DD). */
export function memberPlanStanding(
  weeks: readonly PlanWeekFacts[],
  dates: { startDate: string; dueDate: string },
  progress: readonly LessonProgressFacts[],
  today: string,
): MemberPlanStanding {
  const rows = weeks.map((w, i) => {
    const seq = sequenceProgress(w.items, progress);
    const dueDate = weekDueDate(dates.startDate, i, dates.dueDate);
    const completed = seq.required.total === 0 || seq.completed;
    return { id: w.id, title: w.title, dueDate, progress: seq.required, completed, overdue: !completed && today > dueDate };
  });
  const overall = unitProgress(
    weeks.flatMap((w) => w.items.filter((i) => !i.isOptional).flatMap((i) => i.lessonIds)),
    progress,
  );
  return { weeks: rows, overall, completed: rows.every((r) => r.completed), overdue: rows.some((r) => r.overdue) };
}

function csvCell(v: string | number): string {
  const s = String(v);
  // a leading formula character is neutralised for spreadsheets
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The manager's CSV: one row per member and week. */
export function planProgressCsv(
  rows: readonly { name: string; email: string; standing: MemberPlanStanding; startDate: string; dueDate: string }[],
): string {
  const header = ["member", "email", "week", "week due", "completed lessons", "lessons", "percent", "status"];
  const lines = [header.join(",")];
  for (const r of rows)
    for (const [i, w] of r.standing.weeks.entries())
      lines.push(
        [r.name, r.email, `${i + 1}. ${w.title}`, w.dueDate, w.progress.completed, w.progress.total, w.progress.percent, weekStatusText(w)]
          .map(csvCell)
          .join(","),
      );
  return lines.join("\n") + "\n";
}

/**
 * The extra header of an organization's private content (a plan, a private module), shown to the
 * people who read it as content; not on a mentor's view of a mentee nor on a template's view
 * (docs/product/paths-and-modules.md#private-content).
 */
export function privateContentHeader(organization: string, kind: "plan" | "module"): { title: string; text: string } {
  return {
    title: `Private to ${organization}`,
    text: `Only members of ${organization} can open this ${kind}; it is not in the public catalogue.`,
  };
}

export function weekStatusText(w: { completed: boolean; overdue: boolean; progress: { state: string } }): string {
  if (w.completed) return "Completed";
  if (w.overdue) return "Overdue";
  return w.progress.state === "not-started" ? "Not started" : "In progress";
}

// ---------------------------------------------------------------- table of contents

/** The table-of-contents fields of a path's, module's or plan's part (docs/product/paths-and-modules.md#table-of-contents). */
export interface UnitTocEntry {
  id: string;
  title: string;
  type: "course" | "module" | "path" | "week" | "lesson";
  url: string | null;
  /** minutes */
  estimatedTime: number;
  is_optional: boolean;
  is_required: boolean;
  work_type: "collection" | "module" | "path" | "plan";
  is_standalone_module: boolean;
  is_template_module: boolean;
  page_count: number;
  brief_summary: string | null;
  is_lesson: boolean;
  pages: UnitTocEntry[];
  is_completed: boolean;
  connect_info?: ConnectInfo | null;
}

export interface ConnectInfo {
  id: number;
  title: string;
  status: string;
  user_id: number;
  email: string;
  full_name: string;
  contact_image_url: string | null;
}

/** First sentence of a summary, at most 160 characters. */
export function briefSummary(summary: string | null | undefined): string | null {
  const s = (summary ?? "").trim();
  if (!s) return null;
  const first = /^(.+?[.!?])(\s|$)/.exec(s)?.[1] ?? s;
  return first.length > 160 ? `${first.slice(0, 159).trimEnd()}…` : first;
}

export function lessonTocEntry(
  l: { id: number; title: string; minutes: number; isOptional: boolean; url: string },
  done: ReadonlySet<number>,
): UnitTocEntry {
  return {
    id: `lesson-${l.id}`,
    title: l.title,
    type: "lesson",
    url: l.url,
    estimatedTime: l.minutes,
    is_optional: l.isOptional,
    is_required: !l.isOptional,
    work_type: "collection",
    is_standalone_module: false,
    is_template_module: false,
    page_count: 1,
    brief_summary: null,
    is_lesson: true,
    pages: [],
    is_completed: done.has(l.id),
  };
}

/** A part with its lessons: minutes and page counts add up, completed when every lesson is. */
export function partTocEntry(
  part: {
    id: string;
    title: string;
    type: UnitTocEntry["type"];
    work_type: UnitTocEntry["work_type"];
    url: string | null;
    summary: string | null;
    isOptional: boolean;
    isStandalone?: boolean;
    isTemplate?: boolean;
  },
  pages: readonly UnitTocEntry[],
): UnitTocEntry {
  return {
    id: part.id,
    title: part.title,
    type: part.type,
    url: part.url,
    estimatedTime: pages.reduce((n, p) => n + p.estimatedTime, 0),
    is_optional: part.isOptional,
    is_required: !part.isOptional,
    work_type: part.work_type,
    is_standalone_module: part.isStandalone ?? false,
    is_template_module: part.isTemplate ?? false,
    page_count: pages.reduce((n, p) => n + p.page_count, 0),
    brief_summary: briefSummary(part.summary),
    is_lesson: false,
    pages: [...pages],
    is_completed: pages.length > 0 && pages.every((p) => p.is_completed),
  };
}

/** "1 h 20 min", "45 min". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? (m > 0 ? `${h} h ${m} min` : `${h} h`) : `${m} min`;
}
