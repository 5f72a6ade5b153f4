// The rules of cloud-lab sessions (docs/product/cloud-labs.md): one session at a time per learner,
// a fixed length, one extension, and the end at the session's own time whatever the browser shows.
// Pure: the server and the CLI share it.

/** Where the lab's services answer inside the learner's sandbox. */
export const LAB_ENDPOINTS = { s3: "http://localhost:4566", dynamodb: "http://localhost:8000" } as const;

/** A session's length, and what one extension adds. */
export const LAB_SESSION_MINUTES = 30;
export const LAB_EXTENSION_MINUTES = 15;
/** The longest command a learner may submit, characters. */
export const LAB_COMMAND_MAX_CHARS = 2000;
/** Commands and step checks a learner may run in their labs per window (docs/product/cloud-labs.md#sessions):
 * each starts a sandbox, so a script posting in a loop must not take the machine. */
export const LAB_RUN_LIMIT = { bucket: "lab-run", limit: 60, windowMs: 10 * 60_000 } as const;

export type LabStatus = "active" | "ended" | "expired";

export const LAB_UPGRADE_URL = "/unlimited";
export const LAB_UPGRADE_TEXT = "Cloud labs are part of Codelift Premium Plus. Upgrade to start a lab.";

export const LAB_TEXTS = {
  started: (title: string) => `Your lab ${title} has started.`,
  busy: (title: string) => `You already have a lab running: ${title}. End it before starting another.`,
  extended: (minutes: number) => `Your lab was extended by ${minutes} minutes.`,
  extendRefused: "This lab has already been extended once.",
  ended: "Your lab has ended and its resources were removed.",
  expired: "This lab's time is up: it has ended and its resources were removed.",
  notRunning: "This lab is not running. Start it to run commands.",
  commandFinished: "Command finished.",
  complete: (title: string) => `Every step passes: you completed ${title}.`,
  steps: (passed: number, total: number) => `${passed} of ${total} steps pass.`,
  notUnderstood: "We could not read that form. Please try again.",
  unavailable: "Cloud labs cannot start on this server right now. Please try again later.",
  limited: "You have run many commands in a short while. Please wait a few minutes and try again.",
} as const;

export interface LabSessionFacts {
  status: LabStatus;
  startedAt: string;
  endsAt: string;
  extended: boolean;
}

const ms = (iso: string) => Date.parse(iso);

/** The status as of `now`: an active session past its end is expired even before anyone cleans it up. */
export function labStatusAt(s: LabSessionFacts, now: Date): LabStatus {
  if (s.status === "active" && now.getTime() >= ms(s.endsAt)) return "expired";
  return s.status;
}

/** Seconds left (0 once over). */
export function labSecondsLeft(s: LabSessionFacts, now: Date): number {
  if (labStatusAt(s, now) !== "active") return 0;
  return Math.max(0, Math.ceil((ms(s.endsAt) - now.getTime()) / 1000));
}

/** A new session's end. */
export function labEndsAt(startedAt: Date, minutes = LAB_SESSION_MINUTES): Date {
  return new Date(startedAt.getTime() + minutes * 60_000);
}

type ExtendDecision = { ok: true; endsAt: string } | { ok: false; reason: "not_running" | "already_extended" };

/** One extension per session, while it runs; it adds LAB_EXTENSION_MINUTES to the current end. */
export function decideExtension(s: LabSessionFacts, now: Date, minutes = LAB_EXTENSION_MINUTES): ExtendDecision {
  if (labStatusAt(s, now) !== "active") return { ok: false, reason: "not_running" };
  if (s.extended) return { ok: false, reason: "already_extended" };
  return { ok: true, endsAt: new Date(ms(s.endsAt) + minutes * 60_000).toISOString() };
}

type StartDecision = { ok: true } | { ok: false; reason: "busy"; labSlug: string };

/** One lab at a time: a learner with a running session (another lab or the same) cannot start one. */
export function decideStart(running: readonly (LabSessionFacts & { labSlug: string })[], now: Date): StartDecision {
  const busy = running.find((s) => labStatusAt(s, now) === "active");
  return busy ? { ok: false, reason: "busy", labSlug: busy.labSlug } : { ok: true };
}

/** Step states from the passed-step list: every step up to the first failing one is shown as it stands. */
export function labComplete(stepCount: number, passed: readonly number[]): boolean {
  return stepCount > 0 && Array.from({ length: stepCount }, (_, i) => i).every((i) => passed.includes(i));
}

/** Who may run labs: Premium Plus now, staff, or a member of an organization with can_access_cloudlabs. */
export function mayRunLabs(input: { premiumPlus: boolean; staff: boolean; organizationAllows: boolean }): boolean {
  return input.premiumPlus || input.staff || input.organizationAllows;
}
