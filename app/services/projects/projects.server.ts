// Hands-on projects for the pages (docs/product/hands-on.md#projects): who may open a workspace
// (Premium, Premium Plus, staff and members of an organization with can_access_standalone_projects;
// everyone else reads the brief and the upgrade path), the
// page's data, saving, running the checks and resetting.
import { holdsPremiumTier } from "~/engine/coachProgress";
import { hasFlag } from "~/engine/learningPlans";
import { listMembershipFacts } from "~/models/organization.server";
import { mayUseProjects, PROJECT_RUN_LIMIT, projectComplete, stepStates, type ProjectDefinition, type StepState } from "~/engine/projects";
import { consumeRateLimit } from "~/models/rateLimit.server";
import { clearCheckResults, listCheckResults, listProjectCompletions, saveCheckResults, type StoredCheckResult } from "~/models/projects.server";
import { listSubscriptions } from "~/models/subscription.server";
import { isStaff } from "~/utils/auth.server";
import { findProject, PROJECTS } from "./catalog";
import { runProjectChecks } from "./runner.server";
import { readWorkspace, resetWorkspace, saveWorkspaceFile } from "./workspace.server";

type ProjectUser = { id: number; email: string; verified?: boolean | null };

/**
 * Premium tiers, staff and the members of an organization with can_access_standalone_projects
 * (the organization's plan includes the projects) open project workspaces.
 */
export async function canUseProjects(user: ProjectUser | null, now = new Date()): Promise<boolean> {
  if (!user) return false;
  const [subscriptions, memberships] = await Promise.all([listSubscriptions(user.id), listMembershipFacts(user.id, now)]);
  return mayUseProjects({
    premiumTier: holdsPremiumTier(subscriptions, now),
    staff: isStaff(user),
    organizationAllows: memberships.some((m) => hasFlag(m, "can_access_standalone_projects")),
  });
}

export function listProjects(): readonly ProjectDefinition[] {
  return PROJECTS;
}

export { findProject };

export async function completedProjectSlugs(userId: number): Promise<Set<string>> {
  return new Set((await listProjectCompletions(userId)).map((c) => c.projectSlug));
}

interface ProjectWorkspaceView {
  files: Record<string, string>;
  results: StoredCheckResult[];
  states: StepState[];
  complete: boolean;
}

function stepCount(def: ProjectDefinition): number {
  return def.kind === "guided" ? def.steps.length : 1;
}

export async function projectWorkspace(userId: number, def: ProjectDefinition): Promise<ProjectWorkspaceView> {
  const results = await listCheckResults(userId, def.slug);
  const states = stepStates(stepCount(def), results);
  return { files: readWorkspace(userId, def), results, states, complete: projectComplete(def, states) };
}

export function saveProjectFile(userId: number, def: ProjectDefinition, name: string, content: string) {
  return saveWorkspaceFile(userId, def, name, content);
}

/** Runs the checks on the learner's saved files and stores the results; whether every step passed. */
export async function runChecksFor(
  userId: number,
  def: ProjectDefinition,
  now = new Date(),
): Promise<{ limited: true } | { limited: false; complete: boolean; passed: number; total: number }> {
  if (!(await consumeRateLimit(PROJECT_RUN_LIMIT, String(userId), now.getTime())).allowed) return { limited: true };
  const results = await runProjectChecks(def, readWorkspace(userId, def));
  const states = stepStates(stepCount(def), results);
  const complete = projectComplete(def, states);
  await saveCheckResults(userId, def.slug, results, complete, now);
  return { limited: false, complete, passed: states.filter((s) => s === "passed").length, total: stepCount(def) };
}

export async function resetProject(userId: number, def: ProjectDefinition): Promise<void> {
  resetWorkspace(userId, def);
  await clearCheckResults(userId, def.slug);
}

/** The files a terminal's sandbox starts with: a copy of the learner's saved files (the starter before any save). */
export function projectTerminalFiles(userId: number, def: ProjectDefinition): Record<string, string> {
  return readWorkspace(userId, def);
}
