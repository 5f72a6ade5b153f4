// The guard of an organization's admin area (pages and API paths): who is looking, and what they may do.
import { getOrganization, listMembershipFacts } from "~/models/organization.server";
import { recordStaffAction } from "~/models/staffAudit.server";
import { ORG_TEXTS, type OrganizationAccess, type OrgRole } from "~/services/organizations/members.server";
import { getUser, isStaff, loginRedirect } from "./auth.server";
import { forbidden, notFound, unauthorized } from "./http.server";

/**
 * The guard of every organization page and API path. A visitor: login redirect (pages) or 401
 * (API). Not a member and not staff: 404 (another organization is never revealed). A member who
 * is neither admin nor manager: 403. Staff who are not members may look (read-only).
 */
export async function requireOrganizationAccess(
  request: Request,
  organizationId: number,
  options: { api?: boolean; edit?: boolean } = {},
): Promise<OrganizationAccess> {
  const user = await getUser(request);
  if (!user) {
    if (options.api) unauthorized();
    throw loginRedirect(request);
  }
  const memberships = await listMembershipFacts(user.id);
  const membership = memberships.find((m) => m.organization_id === organizationId) ?? null;
  const staff = isStaff(user);
  if (!membership && !staff) notFound();
  const organization = await getOrganization(organizationId);
  if (!organization) notFound();
  let role: OrgRole;
  if (membership?.is_admin) role = "admin";
  else if (membership?.is_manager) role = "manager";
  else if (staff) role = "staff";
  else forbidden(ORG_TEXTS.notManager);
  const canEdit = role === "admin";
  if (options.edit && !canEdit) forbidden(role === "staff" ? ORG_TEXTS.staffReadOnly : ORG_TEXTS.notAdmin);
  // Staff reading an organization they are not in is a view of other people's data: recorded.
  if (role === "staff" && request.method === "GET" && !options.api)
    await recordStaffAction(user, "organization.view", { organization_id: organizationId, path: new URL(request.url).pathname });
  return { user, organization, membership, role, canEdit };
}
