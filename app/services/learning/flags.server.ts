// The twelve per-organization feature flags (docs/product/organizations.md#feature-flags): read
// and changed by staff, from the page and from `codelift org flags`. Plain values in and out.
import { ORGANIZATION_FEATURE_FLAGS } from "~/engine/constants";
import { flagTable, parseFlagAssignment, type FlagAssignment } from "~/engine/learningPlans";
import { saveFeatureFlags } from "~/models/learningPlans.server";
import { getOrganization, parseFeatureFlags } from "~/models/organization.server";

export async function organizationFlags(organizationId: number) {
  const org = await getOrganization(organizationId);
  if (!org) return null;
  return { organization: { id: org.id, name: org.name, slug: org.slug }, flags: flagTable(parseFeatureFlags(org.featureFlags)) };
}

/** Sets some flags (the others keep their value). */
export async function setOrganizationFlags(organizationId: number, changes: readonly FlagAssignment[]) {
  const org = await getOrganization(organizationId);
  if (!org) return null;
  const flags = { ...parseFeatureFlags(org.featureFlags) };
  for (const c of changes) flags[c.name] = c.value;
  // only the known flags are kept, each as a boolean
  const clean = Object.fromEntries(ORGANIZATION_FEATURE_FLAGS.map((n) => [n, flags[n] === true]));
  await saveFeatureFlags(organizationId, clean);
  return organizationFlags(organizationId);
}

/** Every flag from a form's checked names: checked on, the rest off. */
export function assignmentsFromChecked(checked: readonly string[]): FlagAssignment[] | { error: string } {
  const out: FlagAssignment[] = [];
  for (const name of ORGANIZATION_FEATURE_FLAGS) out.push({ name, value: checked.includes(name) });
  const unknown = checked.find((c) => !(ORGANIZATION_FEATURE_FLAGS as readonly string[]).includes(c));
  if (unknown) return { error: `Unknown flag "${unknown}".` };
  return out;
}

export { parseFlagAssignment };
