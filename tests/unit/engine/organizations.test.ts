import { describe, it, expect } from "vitest";
import {
  canAddEnterpriseSubscriptionTeams,
  canAddSeats,
  chooseActiveOrganization,
  needsAdminOnboardingPrompt,
  subscriberOrganizations,
  type OrganizationMembership,
} from "~/engine";

const member = (id: number, extra: Partial<OrganizationMembership> = {}): OrganizationMembership => ({ organization_id: id, ...extra });

describe("chooseActiveOrganization", () => {
  it.each<[string, OrganizationMembership[], number | string | null | undefined, number | null, string]>([
    ["stored id while still a member", [member(1, { is_admin: true }), member(2)], 2, 2, "stored"],
    ["stored id compared as text", [member(1, { is_admin: true }), member(2)], "2", 2, "stored"],
    ["stale stored id → admin", [member(1), member(2, { is_admin: true })], 99, 2, "admin"],
    ["admin before manager", [member(1, { is_manager: true }), member(2, { is_admin: true })], null, 2, "admin"],
    ["manager before subscription", [member(1, { subscription_id: 5 }), member(2, { is_manager: true })], undefined, 2, "manager"],
    ["any with a subscription id", [member(1), member(2, { subscription_id: 5 })], null, 2, "subscription"],
    ["any with a subscriptions list", [member(1), member(2, { subscriptions: [{ subscription_id: 7 }] })], null, 2, "subscription"],
    ["else the first", [member(1), member(2)], null, 1, "first"],
    ["none", [], 1, null, "none"],
  ])("%s", (_name, memberships, stored, expectedId, rule) => {
    const result = chooseActiveOrganization(memberships, stored);
    expect(result.organization?.organization_id ?? null).toBe(expectedId);
    expect(result.rule).toBe(rule);
  });
});

describe("subscriberOrganizations", () => {
  it("keeps only memberships with is_subscriber", () => {
    const list = [member(1, { is_subscriber: true }), member(2, { is_subscriber: false }), member(3)];
    expect(subscriberOrganizations(list).map((m) => m.organization_id)).toEqual([1]);
  });
});

describe("canAddSeats", () => {
  it.each([
    [{ can_add_seats: true }, true],
    [{ can_add_seats: false }, false],
    [{}, false],
    [null, false],
  ])("%j → %s", (sub, expected) => {
    expect(canAddSeats(sub)).toBe(expected);
  });
});

describe("canAddEnterpriseSubscriptionTeams", () => {
  const flag = { feature_flags: { can_add_enterprise_subscription_teams: true } };
  it.each<[string, Partial<OrganizationMembership>, boolean]>([
    ["admin with the flag", { ...flag, is_admin: true }, true],
    ["manager with the flag", { ...flag, is_manager: true }, true],
    ["subscription executive with the flag", { ...flag, admin_level: "subscription_executive" }, true],
    ["user team manager with the flag", { ...flag, is_user_team_manager: true }, true],
    ["member with the flag", { ...flag }, false],
    ["admin without the flag", { is_admin: true }, false],
    ["team manager without the flag", { is_user_team_manager: true, feature_flags: { can_add_enterprise_subscription_teams: false } }, false],
  ])("%s → %s", (_name, flags, expected) => {
    expect(canAddEnterpriseSubscriptionTeams(member(1, flags))).toBe(expected);
  });
});

describe("needsAdminOnboardingPrompt", () => {
  it.each<[string, Partial<OrganizationMembership>, boolean, number, boolean]>([
    ["admin at 0 %", { is_admin: true }, false, 0, true],
    ["manager at 0 %", { is_manager: true }, false, 0, true],
    ["member", {}, false, 0, false],
    ["subscription executive", { is_admin: true, admin_level: "subscription_executive" }, false, 0, false],
    ["team SKU", { is_admin: true, is_team_sku: true }, false, 0, false],
    ["in a track", { is_admin: true }, true, 0, false],
    ["some progress", { is_admin: true }, false, 5, false],
  ])("%s → %s", (_name, flags, inTrack, progressPercent, expected) => {
    expect(needsAdminOnboardingPrompt({ membership: member(1, flags), inTrack, progressPercent })).toBe(expected);
  });
});
