// The catalogue sections /courses/, /projects/, /assessments/ and /cloudlabs/, and the suffixed
// sections /courses/mock-interview and /courses/coaching-session
// (docs/product/paths-and-modules.md#catalogue-sections). The assessments are the skill assessments
// (docs/product/hands-on.md#skill-assessments; /assessments has its own page); the cloud labs are
// listed (docs/product/cloud-labs.md), and they stay hidden from members of organizations without
// can_access_cloudlabs.
import { ROADMAP_TRACKS } from "~/engine";
import { hideCloudLabs } from "~/engine/access";
import { LABS } from "~/services/labs/catalog";
import { hasFlag } from "~/engine/learningPlans";
import type { OrganizationMembership } from "~/engine/organizations";
import { listLearningPaths, listPublishedModules } from "~/models/learningContent.server";
import { findCoachPathBySlug } from "~/models/coachPathContent.server";
import { listMembershipFacts } from "~/models/organization.server";
import { pathAccessFor } from "~/services/organizations/access.server";
import { modulePagePath, pathPagePath, standaloneModulePath } from "./content.server";

interface SectionItem {
  kind: string;
  title: string;
  summary: string;
  url: string;
}

/** The cloud labs (docs/product/cloud-labs.md#the-labs), each of kind "cloudlab". */
async function cloudLabItems(): Promise<SectionItem[]> {
  return LABS.map((l) => ({ kind: "cloudlab", title: l.title, summary: l.summary, url: `/cloudlabs/${l.slug}` }));
}

interface SectionFlags {
  /** the viewer's organizations (the rules read their flags) */
  organizations: Pick<OrganizationMembership, "feature_flags">[];
  organizationName: string | null;
}

export async function sectionFlags(userId: number | null): Promise<SectionFlags> {
  const memberships = userId === null ? [] : await listMembershipFacts(userId);
  const searching = memberships.find((m) => hasFlag(m, "b2b_search_experience"));
  return { organizations: memberships, organizationName: searching?.organization_name ?? null };
}

/** Members of an organization see cloud labs only if one of their organizations allows them. */
function visibleCloudLabs(items: SectionItem[], flags: SectionFlags): SectionItem[] {
  if (flags.organizations.length === 0) return items;
  const allowed = flags.organizations.some((o) => hasFlag(o, "can_access_cloudlabs"));
  return hideCloudLabs(items, allowed ? { feature_flags: { can_access_cloudlabs: true } } : { feature_flags: {} });
}

export async function cloudLabSection(flags: SectionFlags): Promise<SectionItem[]> {
  return visibleCloudLabs(await cloudLabItems(), flags);
}

/**
 * The section links: members of organizations see Projects only when one of them has
 * can_access_standalone_projects, and Cloud labs only with can_access_cloudlabs; everyone else sees all.
 */
export function catalogueSections(flags: SectionFlags): { href: string; label: string }[] {
  const orgs = flags.organizations;
  const allows = (flag: "can_access_standalone_projects" | "can_access_cloudlabs") => orgs.length === 0 || orgs.some((o) => hasFlag(o, flag));
  return [
    { href: "/courses/", label: "Courses" },
    ...(allows("can_access_standalone_projects") ? [{ href: "/projects/", label: "Projects" }] : []),
    { href: "/assessments/", label: "Assessments" },
    ...(allows("can_access_cloudlabs") ? [{ href: "/cloudlabs/", label: "Cloud labs" }] : []),
    { href: MOCK_INTERVIEW_SECTION, label: "Mock interviews" },
    { href: COACHING_SECTION, label: "Coaching sessions" },
  ];
}

export const MOCK_INTERVIEW_SECTION = "/courses/mock-interview";
export const COACHING_SECTION = "/courses/coaching-session";

/**
 * /courses/coaching-session: the coach's roadmaps (adaptive sessions that pick the next problem),
 * those the viewer's organizations grant when the viewer is a member of one.
 */
export async function coachingSessionItems(user: { id: number; email: string; verified: boolean } | null) {
  const items = await Promise.all(
    ROADMAP_TRACKS.map(async (track): Promise<SectionItem | null> => {
      const path = await findCoachPathBySlug(track.slug);
      if (!path || !(await pathAccessFor(null, user, path)).allowed) return null;
      return { kind: "coaching-session", title: path.title, summary: path.summary, url: `/interview-prep/${path.slug}` };
    }),
  );
  return items.filter((i): i is SectionItem => i !== null);
}

/** /courses/: paths and modules, and the organization's search form when b2b_search_experience is set. */
export async function courseSection(userId: number | null) {
  const flags = await sectionFlags(userId);
  const [paths, modules] = await Promise.all([listLearningPaths(), listPublishedModules()]);
  return {
    flags,
    organizationSearch: flags.organizationName,
    paths: paths.map((p) => ({ title: p.title, url: pathPagePath(p.slug) })),
    modules: modules
      .filter((m) => m.organizationId === null)
      .map((m) => ({ title: m.title, url: m.isStandalone ? standaloneModulePath(m) : modulePagePath(m) })),
  };
}
