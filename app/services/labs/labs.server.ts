// Cloud labs for the pages and the CLI (docs/product/cloud-labs.md): who may run them, starting,
// extending and ending a session, running a learner's command and the steps' checks in the lab's
// sandbox, and ending sessions whose time is up (on every use and on a timer in each server process;
// the session row decides, so two processes never clean up the same session twice).
import {
  decideExtension,
  decideStart,
  labComplete,
  labEndsAt,
  labSecondsLeft,
  labStatusAt,
  mayRunLabs,
  LAB_ENDPOINTS,
  LAB_RUN_LIMIT,
  type LabStatus,
} from "~/engine/labs";
import { consumeRateLimit } from "~/models/rateLimit.server";
import { hasActiveSubscription } from "~/engine/catalog";
import { FEATURE_SETS } from "~/engine/constants";
import { hasFlag } from "~/engine/learningPlans";
import {
  closeLabSession,
  extendLabSession,
  findActiveLabSession,
  findLatestLabSession,
  insertLabSession,
  listActiveLabSessions,
  listCompletedLabSlugs,
  listOverdueLabSessions,
  recordLabRun,
  setLabServices,
  type LabSessionRow,
} from "~/models/labs.server";
import { listMembershipFacts } from "~/models/organization.server";
import { listSubscriptions } from "~/models/subscription.server";
import { isStaff } from "~/utils/auth.server";
import { findLab, LABS, type LabDefinition } from "./catalog";
import { extendServices, runInLab, startServices, stopServices } from "./environment.server";
import { labEnvironment } from "./config.server";

type LabUser = { id: number; email: string; verified?: boolean | null };

/** Premium Plus now, staff, or a member of an organization with can_access_cloudlabs. */
export async function canUseLabs(user: LabUser | null, now = new Date()): Promise<boolean> {
  if (!user) return false;
  const subs = await listSubscriptions(user.id);
  const premiumPlus = subs.some((s) => s.featureSet === FEATURE_SETS.PREMIUM_PLUS && hasActiveSubscription([s], now));
  const organizationAllows = (await listMembershipFacts(user.id, now)).some((m) => hasFlag(m, "can_access_cloudlabs"));
  return mayRunLabs({ premiumPlus, staff: isStaff(user), organizationAllows });
}

export { findLab, LABS };

// ------------------------------------------------------------------ ending on time

/** Ends one running session: the caller that flips the row stops the services. */
async function closeSession(s: LabSessionRow, status: "ended" | "expired", now: Date): Promise<boolean> {
  const won = await closeLabSession(s.id, status, now);
  if (won && s.servicesPid !== null && s.servicesDir) stopServices({ pid: s.servicesPid, dir: s.servicesDir });
  return won;
}

/** Ends every session past its end; how many this call ended. */
export async function sweepExpiredLabs(now = new Date()): Promise<number> {
  let ended = 0;
  for (const s of await listOverdueLabSessions(now)) if (await closeSession(s, "expired", now)) ended++;
  return ended;
}

let sweeper: NodeJS.Timeout | null = null;
/** The timer that ends sessions on time in this process (LAB_SWEEP_SECONDS, default 5). */
export function ensureLabSweeper(): void {
  const seconds = Number(process.env.LAB_SWEEP_SECONDS) || 5;
  if (sweeper) return;
  sweeper = setInterval(() => {
    sweepExpiredLabs().catch((e) => console.error("Cloud labs: the sweep failed:", e));
  }, seconds * 1000);
  sweeper.unref();
}

/** The learner's running session, ended first if its time is up. */
async function runningSession(userId: number, now: Date): Promise<LabSessionRow | null> {
  const s = await findActiveLabSession(userId);
  if (!s) return null;
  if (labStatusAt(s, now) !== "active") {
    await closeSession(s, "expired", now);
    return null;
  }
  return s;
}

// ------------------------------------------------------------------ the page

export interface LabView {
  status: LabStatus | "not_started";
  sessionId: number | null;
  endsAt: string | null;
  secondsLeft: number;
  extended: boolean;
  passedSteps: number[];
  complete: boolean;
  lastCommand: string | null;
  lastOutput: string | null;
  lastExitCode: number | null;
  /** another lab the learner is running, if any */
  otherLab: { slug: string; title: string } | null;
}

export async function labView(userId: number, def: LabDefinition, now = new Date()): Promise<LabView> {
  ensureLabSweeper();
  const running = await findActiveLabSession(userId);
  const other = running && running.labSlug !== def.slug && labStatusAt(running, now) === "active" ? findLab(running.labSlug) : undefined;
  const s = await findLatestLabSession(userId, def.slug);
  const status = s ? labStatusAt(s, now) : "not_started";
  return {
    status,
    sessionId: s?.id ?? null,
    endsAt: s?.endsAt ?? null,
    secondsLeft: s ? labSecondsLeft(s, now) : 0,
    extended: s?.extended ?? false,
    passedSteps: s?.passedSteps ?? [],
    complete: s ? s.completedAt !== null : false,
    lastCommand: s?.lastCommand ?? null,
    lastOutput: s?.lastOutput ?? null,
    lastExitCode: s?.lastExitCode ?? null,
    otherLab: other ? { slug: other.slug, title: other.title } : null,
  };
}

export async function completedLabs(userId: number): Promise<Set<string>> {
  return listCompletedLabSlugs(userId);
}

/** The in_progress_lab field of user info: the running session, or null. */
export async function inProgressLab(
  userId: number,
  now = new Date(),
): Promise<{ lab: string; title: string; ends_at: string; extended: boolean } | null> {
  const s = await findActiveLabSession(userId);
  if (!s || labStatusAt(s, now) !== "active") return null;
  return { lab: s.labSlug, title: findLab(s.labSlug)?.title ?? s.labSlug, ends_at: s.endsAt, extended: s.extended };
}

// ------------------------------------------------------------------ actions

export type LabOutcome =
  | { ok: true; kind: "started" | "extended" | "ended" | "ran" | "checked"; passed?: number; total?: number; complete?: boolean }
  | { ok: false; reason: "busy" | "not_running" | "already_extended" | "unavailable" | "limited"; busyTitle?: string };

export async function startLab(userId: number, def: LabDefinition, now = new Date()): Promise<LabOutcome> {
  ensureLabSweeper();
  const running = await runningSession(userId, now);
  const start = decideStart(running ? [running] : [], now);
  if (!start.ok) return { ok: false, reason: "busy", busyTitle: findLab(start.labSlug)?.title ?? start.labSlug };
  const endsAt = labEndsAt(now, labEnvironment().minutes);
  const id = await insertLabSession(userId, def.slug, now, endsAt);
  if (id === null) {
    const other = await findActiveLabSession(userId);
    return { ok: false, reason: "busy", busyTitle: findLab(other?.labSlug ?? "")?.title ?? def.title };
  }
  try {
    const services = await startServices(id, endsAt);
    if (!(await setLabServices(id, services))) stopServices(services);
  } catch (e) {
    console.error("Cloud labs: the services did not start:", e);
    await closeLabSession(id, "ended", now);
    return { ok: false, reason: "unavailable" };
  }
  return { ok: true, kind: "started" };
}

async function sessionOf(userId: number, def: LabDefinition, now: Date): Promise<LabSessionRow | null> {
  const s = await runningSession(userId, now);
  return s && s.labSlug === def.slug ? s : null;
}

export async function extendLab(userId: number, def: LabDefinition, now = new Date()): Promise<LabOutcome> {
  const s = await sessionOf(userId, def, now);
  if (!s) return { ok: false, reason: "not_running" };
  const decision = decideExtension(s, now, labEnvironment().extensionMinutes);
  if (!decision.ok) return { ok: false, reason: decision.reason };
  if (!(await extendLabSession(s.id, decision.endsAt))) return { ok: false, reason: "already_extended" };
  if (s.servicesDir) extendServices(s.servicesDir, new Date(decision.endsAt));
  return { ok: true, kind: "extended" };
}

export async function endLab(userId: number, def: LabDefinition | null, now = new Date()): Promise<LabOutcome> {
  const s = await findActiveLabSession(userId);
  if (!s || (def && s.labSlug !== def.slug)) return { ok: false, reason: "not_running" };
  await closeSession(s, labStatusAt(s, now) === "active" ? "ended" : "expired", now);
  return { ok: true, kind: "ended" };
}

const OUTPUT_CHARS = 8000;

export async function runLabCommand(userId: number, def: LabDefinition, command: string, now = new Date()): Promise<LabOutcome> {
  const s = await sessionOf(userId, def, now);
  if (!s || !s.servicesDir) return { ok: false, reason: "not_running" };
  if (!(await consumeRateLimit(LAB_RUN_LIMIT, String(userId), now.getTime())).allowed) return { ok: false, reason: "limited" };
  const r = await runInLab(s.servicesDir, command, def.files);
  const text = `${r.stdout}${r.stderr ? (r.stdout ? "\n" : "") + r.stderr : ""}`.replace(/\r(?!\n)/g, "\n");
  const output = r.timedOut ? `${text}\nThe command was stopped after 60 seconds.` : text;
  await recordLabRun(s.id, { lastCommand: command, lastOutput: output.slice(-OUTPUT_CHARS), lastExitCode: r.exitCode });
  return { ok: true, kind: "ran" };
}

/** One sandbox runs every step's check; each prints a marker line with its exit status, then its output. */
function checkScript(def: LabDefinition): string {
  return def.steps.map((step, i) => `( ${step.check}\n) >/tmp/lab-check-${i} 2>&1\necho "@@LABSTEP ${i} $?"\ncat /tmp/lab-check-${i}`).join("\n");
}

export async function checkLab(userId: number, def: LabDefinition, now = new Date()): Promise<LabOutcome> {
  const s = await sessionOf(userId, def, now);
  if (!s || !s.servicesDir) return { ok: false, reason: "not_running" };
  if (!(await consumeRateLimit(LAB_RUN_LIMIT, String(userId), now.getTime())).allowed) return { ok: false, reason: "limited" };
  const r = await runInLab(s.servicesDir, checkScript(def), def.files);
  const passed: number[] = [];
  for (const m of r.stdout.matchAll(/^@@LABSTEP (\d+) (\d+)$/gm)) if (m[2] === "0") passed.push(Number(m[1]));
  const complete = labComplete(def.steps.length, passed);
  const report = r.stdout
    .split(/^@@LABSTEP /m)
    .filter(Boolean)
    .map((chunk) => {
      const [head, ...rest] = chunk.split("\n");
      const [i, code] = head!.split(" ");
      const title = def.steps[Number(i)]?.title ?? `Step ${i}`;
      return `${code === "0" ? "✓" : "✗"} ${title}${rest.join("\n").trim() ? `\n  ${rest.join("\n").trim()}` : ""}`;
    })
    .join("\n");
  await recordLabRun(s.id, {
    lastCommand: "Check my progress",
    lastOutput: (report || r.stderr || "The checks did not run.").slice(0, OUTPUT_CHARS),
    lastExitCode: complete ? 0 : 1,
    passedSteps: passed,
    ...(complete ? { completedAt: s.completedAt ?? now.toISOString() } : {}),
  });
  return { ok: true, kind: "checked", passed: passed.length, total: def.steps.length, complete };
}

// ------------------------------------------------------------------ the CLI

export async function listRunningLabs(now = new Date()) {
  return (await listActiveLabSessions()).map((s) => ({
    id: s.id,
    email: s.email,
    lab: s.labSlug,
    endsAt: s.endsAt,
    status: labStatusAt(s, now),
    s3Port: s.s3Port,
    dynamodbPort: s.dynamodbPort,
  }));
}

export { LAB_ENDPOINTS };
