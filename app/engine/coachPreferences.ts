// Coach preferences: defaults, choices, roadmap tracks by position and the context
// status codes (docs/product/interview-prep.md#roadmaps).
import {
  COACH_LANGUAGES,
  COMPANY_CHOICES,
  CONTEXT_STATUS,
  DEFAULT_COMPANY,
  DEFAULT_LANGUAGE,
  DEFAULT_POSITION,
  LANGUAGE_CHOICES,
  POSITION_CHOICES,
  type CompanyChoice,
  type ContextStatus,
  type CoachLanguage,
  type CodeLanguageId,
  type Position,
} from "./constants";
import type { DateInput } from "./dates";
import { daysToInterview } from "./weeklyPlan";

interface RoadmapTrack {
  slug: string;
  title: string;
}

/** The six interview-prep roadmaps, in their listed order (Coding first; docs/product/interview-prep.md#roadmaps). */
export const ROADMAP_TRACKS: readonly RoadmapTrack[] = [
  { slug: "coding", title: "Coding" },
  { slug: "system-design", title: "System Design" },
  { slug: "api-design", title: "API Design" },
  { slug: "low-level-design-interview-using-ood-principles", title: "Low Level Design" },
  { slug: "engineering-management-and-leadership-interviews", title: "Engineering Management and Leadership" },
  { slug: "behavioral", title: "Behavioral" },
];

interface PositionTracks {
  /** The tracks shown first for this position. */
  leading: RoadmapTrack[];
  /** Every track, leading ones first. */
  all: RoadmapTrack[];
}

/**
 * Entry, mid and Other positions see the five non-coding tracks first (all except the
 * first); senior and principal positions see all six, in order. Unknown positions are
 * treated as the default position.
 */
export function tracksForPosition(position: string): PositionTracks {
  const p = (POSITION_CHOICES as readonly string[]).includes(position) ? position : DEFAULT_POSITION;
  if (p === "Senior Engineer" || p === "Principal Engineer") {
    return { leading: [...ROADMAP_TRACKS], all: [...ROADMAP_TRACKS] };
  }
  const nonCoding = ROADMAP_TRACKS.slice(1);
  return { leading: nonCoding, all: [...nonCoding, ROADMAP_TRACKS[0] as RoadmapTrack] };
}

export function isCompanyChoice(x: unknown): x is CompanyChoice {
  return (COMPANY_CHOICES as readonly unknown[]).includes(x);
}
export function isLanguageChoice(x: unknown): x is CoachLanguage {
  return (LANGUAGE_CHOICES as readonly unknown[]).includes(x);
}
export function isPositionChoice(x: unknown): x is Position {
  return (POSITION_CHOICES as readonly unknown[]).includes(x);
}

// Common other spellings of the coach's languages (ids and names are matched as they are).
const LANGUAGE_ALIASES = new Map<string, CodeLanguageId>([
  ["py", "python"],
  ["python3", "python"],
  ["js", "javascript"],
  ["golang", "go"],
]);

/** A language's id from its id, its name ("C++", "JavaScript", any case) or a common alias ("py"); null when unknown. */
export function codeLanguageId(input: string): CodeLanguageId | null {
  const t = input.trim().toLowerCase();
  const found = COACH_LANGUAGES.find((l) => l.id === t || l.name.toLowerCase() === t);
  return found?.id ?? LANGUAGE_ALIASES.get(t) ?? null;
}

/** The name learners see for a language id; an unknown id is shown as it is. */
export function languageName(id: string): string {
  return COACH_LANGUAGES.find((l) => l.id === id)?.name ?? id;
}

/** Names joined for a sentence: "Java", "Java and Go", "Java, C++ and Go" (or "Python or JavaScript"). */
export function languageList(ids: readonly string[], conjunction: "and" | "or" = "and"): string {
  const names = ids.map(languageName);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} ${conjunction} ${names[names.length - 1]}`;
}

export interface CoachContext {
  selectedPatterns: string[];
  company: CompanyChoice;
  lang: CoachLanguage;
  position: Position;
  interviewDate: string | null;
  daysToInterview: number;
  context_status: ContextStatus;
}

interface StoredCoachContext {
  selectedPatterns?: readonly string[] | null;
  company?: string | null;
  lang?: string | null;
  position?: string | null;
  interviewDate?: string | null;
  context_status?: number | null;
}

function isContextStatus(x: unknown): x is ContextStatus {
  return (Object.values(CONTEXT_STATUS) as unknown[]).includes(x);
}

/**
 * The preferences with defaults applied (28 days, Google, Entry-Level Engineer, Python).
 * No stored context (a 404) gives the defaults with context_status 1004; unknown choices
 * fall back to the default; `defaultPatterns` apply when none are selected.
 */
export function resolveCoachContext(
  stored: StoredCoachContext | null | undefined,
  today: DateInput,
  defaultPatterns: readonly string[] = [],
): CoachContext {
  const s = stored ?? {};
  const interviewDate = s.interviewDate ? s.interviewDate : null;
  const selected = s.selectedPatterns && s.selectedPatterns.length > 0 ? s.selectedPatterns : defaultPatterns;
  return {
    selectedPatterns: [...selected],
    company: isCompanyChoice(s.company) ? s.company : (DEFAULT_COMPANY as CompanyChoice),
    lang: isLanguageChoice(s.lang) ? s.lang : (DEFAULT_LANGUAGE as CoachLanguage),
    position: isPositionChoice(s.position) ? s.position : (DEFAULT_POSITION as Position),
    interviewDate,
    daysToInterview: daysToInterview(interviewDate, today),
    context_status: stored ? (isContextStatus(s.context_status) ? s.context_status : CONTEXT_STATUS.CONTEXT_EXISTS) : CONTEXT_STATUS.NO_CONTEXT_FOUND,
  };
}

/** The key under which an AI-coach visit is recorded once: {userId}_{lessonId}_{groupId}_lesson or _intro. */
export function coachVisitKey(input: { userId: string | number; lessonId: string | number; groupId: string | number; intro: boolean }): string {
  return `${input.userId}_${input.lessonId}_${input.groupId}_${input.intro ? "intro" : "lesson"}`;
}
