// `codelift org list | show | create | add-member | set-role | seats | flags | mentor`: organizations for staff, on
// the CLI's database, through the organization models and services the site uses (seats are
// counted and taken inside one immediate transaction; the last admin is never demoted).
import type { Command } from "commander";
import { z } from "zod";
import { businessPlanRefusal, enterpriseSubType, isValidSeatCount } from "../../app/engine/business";
import { ADMIN_LEVEL_VALUES, ENTERPRISE_ROLES, formatPlanCode, parsePlanCode, type EnterpriseRole } from "../../app/engine";
import { openData, requireListPriceCents, requireOrganization, requireUser } from "../database";
import { emit, fail, flag, intArg, parseOptions, textArg } from "../io";
import { cut } from "../format";

/** Admin, manager, member or non-paid member, in any case, with spaces or dashes. */
function parseRole(raw: string): EnterpriseRole {
  const wanted = raw
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");
  const role = ENTERPRISE_ROLES.find((r) => r.toLowerCase().replace(/-/g, " ") === wanted);
  return role ?? fail(`Unknown role "${raw}" (known: ${ENTERPRISE_ROLES.join(", ")})`);
}

const requirePerson = (email: string) => requireUser(email, "the person signs up (or accepts an invitation) first");

/** One organization as JSON: subscriptions with seats used, teams, members, content rules, single sign-on (never its secret). */
async function organizationDoc(orgId: number, now = new Date()) {
  const {
    getOrganization,
    listContentRules,
    listMembers,
    listOrganizationSubscriptions,
    listTeams,
    parseFeatureFlags,
    seatsUsedBySubscription,
    isLiveSubscription,
  } = await import("../../app/models/organization.server");
  const { hasSso } = await import("../../app/models/organizationAdmin.server");
  const org = (await getOrganization(orgId))!;
  const [subs, used, teams, members] = await Promise.all([
    listOrganizationSubscriptions(orgId),
    seatsUsedBySubscription(orgId),
    listTeams(orgId),
    listMembers(orgId),
  ]);
  const rules = await listContentRules(orgId);
  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  return {
    id: org.id,
    name: org.name,
    slug: org.slug,
    kind: org.kind,
    feature_flags: parseFeatureFlags(org.featureFlags),
    include_all_courses: org.includeAllCourses,
    sso: hasSso(org) ? { issuer: org.ssoIssuer, client_id: org.ssoClientId, email_domain: org.ssoEmailDomain } : null,
    subscriptions: subs.map((s) => ({
      id: s.id,
      plan_code: s.planCode,
      status: s.status,
      live: isLiveSubscription(s, now),
      seats: s.seats,
      seats_used: used.get(s.id) ?? 0,
      can_add_seats: s.canAddSeats,
      expiration_date: s.expirationDate,
    })),
    teams: teams.map((t) => ({ id: t.id, name: t.name, subscription_id: t.subscriptionId })),
    members: members.map((m) => ({
      user_id: m.userId,
      email: m.email,
      full_name: m.fullName,
      role: m.role,
      admin_level: m.adminLevel,
      seat: m.subscriptionId,
      team: m.teamId ? (teamName.get(m.teamId) ?? null) : null,
    })),
    content_rules: rules.map((r) => ({
      mode: r.mode,
      target: r.target,
      course: r.target === "course" ? `${r.authorId}-${r.workId}` : null,
      category: r.target === "category" ? r.categorySlug : null,
    })),
  };
}
type OrgDoc = Awaited<ReturnType<typeof organizationDoc>>;

function OrgView({ org, Box, KeyValue, Table, Text }: { org: OrgDoc } & typeof import("../views/ui")) {
  return (
    <Box flexDirection="column" marginTop={1}>
      <KeyValue
        items={[
          ["id", String(org.id)],
          ["slug", org.slug],
          ["kind", org.kind],
          ["single sign-on", org.sso ? `@${org.sso.email_domain} via ${org.sso.issuer}` : "none"],
          [
            "content",
            org.include_all_courses
              ? "all courses"
              : org.content_rules.length
                ? org.content_rules.map((r) => `${r.mode} ${r.course ?? r.category}`).join(", ")
                : "no lists",
          ],
          ["teams", org.teams.map((t) => t.name).join(", ") || "none"],
        ]}
      />
      <Box marginTop={1}>
        <Table
          columns={[{ header: "Subscription" }, { header: "Plan" }, { header: "Status" }, { header: "Seats", align: "right" }, { header: "Expires" }]}
          rows={org.subscriptions.map((s) => [
            String(s.id),
            s.plan_code,
            s.live ? s.status : `${s.status} (not live)`,
            `${s.seats_used}/${s.seats}`,
            s.expiration_date.slice(0, 10),
          ])}
        />
      </Box>
      <Box marginTop={1} flexDirection="column">
        {org.members.length === 0 ? (
          <Text>No members yet: codelift org add-member {org.slug} EMAIL --role Member --seat.</Text>
        ) : (
          <Table
            columns={[{ header: "Member" }, { header: "Name" }, { header: "Role" }, { header: "Seat" }, { header: "Team" }]}
            rows={org.members.map((m) => [
              cut(m.email, 32),
              cut(m.full_name, 24),
              m.admin_level ? `${m.role} (${m.admin_level})` : m.role,
              m.seat ? "yes" : "no",
              m.team ?? "-",
            ])}
          />
        )}
      </Box>
    </Box>
  );
}

// ---------------------------------------------------------------- list / show

async function listCommand(raw: unknown) {
  const o = parseOptions(z.object({ json: flag() }), raw);
  await openData();
  const { listOrganizationSummaries } = await import("../../app/models/organizationAdmin.server");
  const doc = {
    organizations: (await listOrganizationSummaries(new Date())).map((org) => ({
      id: org.id,
      slug: org.slug,
      name: org.name,
      kind: org.kind,
      members: org.members,
      seats: org.seats,
      seats_used: org.seatsUsed,
      sso_email_domain: org.ssoIssuer && org.ssoClientId ? org.ssoEmailDomain : null,
    })),
  };
  await emit(o, doc, async () => {
    const { Box, Screen, Table, Text } = await import("../views/ui");
    return (
      <Screen title={`Organizations: ${doc.organizations.length}`}>
        <Box marginTop={1} flexDirection="column">
          {doc.organizations.length === 0 ? (
            <Text>No organizations yet: codelift org create NAME --kind team --plan 300-12-6005 --seats 5.</Text>
          ) : (
            <Table
              columns={[
                { header: "Id", align: "right" },
                { header: "Slug" },
                { header: "Name" },
                { header: "Kind" },
                { header: "Members", align: "right" },
                { header: "Seats", align: "right" },
                { header: "SSO" },
              ]}
              rows={doc.organizations.map((org) => [
                String(org.id),
                cut(org.slug, 20),
                cut(org.name, 28),
                org.kind,
                String(org.members),
                `${org.seats_used}/${org.seats}`,
                org.sso_email_domain ?? "-",
              ])}
            />
          )}
        </Box>
      </Screen>
    );
  });
}

async function showCommand(ref: string, raw: unknown) {
  const o = parseOptions(z.object({ json: flag() }), raw);
  await openData();
  const org = await requireOrganization(ref);
  const doc = { organization: await organizationDoc(org.id) };
  await emit(o, doc, async () => {
    const ui = await import("../views/ui");
    return (
      <ui.Screen title={`${doc.organization.name} (${doc.organization.kind})`}>
        <OrgView org={doc.organization} {...ui} />
      </ui.Screen>
    );
  });
}

// ---------------------------------------------------------------- create

const slugArg = z.string().transform((raw, ctx) => {
  const s = raw.trim().toLowerCase();
  if (/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/.test(s) && !s.endsWith("-sso")) return s;
  ctx.addIssue({ code: "custom", message: `--slug is 1 to 64 lower-case letters, digits and dashes (not ending in -sso), got "${raw}"` });
  return z.NEVER;
});

const createSchema = z.object({
  kind: z.enum(["team", "enterprise"], { error: "must be team or enterprise" }),
  plan: textArg("--plan"),
  seats: intArg("--seats", 1, 100_000),
  slug: slugArg.optional(),
  months: intArg("--months", 1, 36).optional(),
  json: flag(),
});

const slugFromName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64)
    .replace(/-+$/g, "")
    .replace(/-sso$/, "-org");

async function createCommand(rawName: string, raw: unknown) {
  const o = parseOptions(createSchema, raw);
  const name = rawName.trim();
  if (name.length < 2 || name.length > 100) fail(`The organization's name is 2 to 100 characters, got ${name.length}`);
  let plan;
  try {
    plan = parsePlanCode(o.plan);
  } catch (e) {
    fail(`--plan: ${(e as Error).message}`);
  }
  const refusal = businessPlanRefusal(o.kind, plan);
  if (refusal) fail(`--plan ${o.plan}: ${refusal}`);
  if (!isValidSeatCount(o.seats)) fail(`--seats ${o.seats} is not a seat count a business plan can have`);
  const slug = o.slug ?? slugFromName(name);
  if (!slug) fail(`Cannot make a slug of "${name}": give one with --slug`);
  const db = await openData();
  const planCode = formatPlanCode(plan);
  await requireListPriceCents(db, planCode);
  const { createOrganization } = await import("../../app/models/organizationAdmin.server");
  const created = await createOrganization(
    {
      name,
      slug,
      kind: o.kind,
      planCode,
      planType: plan.planType,
      subType: enterpriseSubType(plan.planType),
      seats: o.seats,
      months: o.months ?? plan.validityMonths,
    },
    new Date(),
  );
  if (!created) fail(`The slug ${slug} is taken (codelift org list shows it; choose another with --slug)`);
  const doc = { organization: await organizationDoc(created.organization.id) };
  await emit(o, doc, async () => {
    const ui = await import("../views/ui");
    return (
      <ui.Screen title={`Created ${doc.organization.name}`}>
        <OrgView org={doc.organization} {...ui} />
      </ui.Screen>
    );
  });
}

// ---------------------------------------------------------------- members

async function addMemberCommand(ref: string, email: string, raw: unknown) {
  const o = parseOptions(
    z.object({
      role: textArg("--role").optional(),
      seat: flag(),
      adminLevel: z.enum(ADMIN_LEVEL_VALUES, { error: `must be one of ${ADMIN_LEVEL_VALUES.join(", ")}` }).optional(),
      json: flag(),
    }),
    raw,
  );
  const role = o.role ? parseRole(o.role) : "Member";
  if (o.adminLevel && role !== "Admin") fail("--admin-level goes with --role Admin");
  if (o.seat && role === "Non-Paid Member") fail("A Non-Paid Member holds no seat: leave out --seat or choose another role");
  await openData();
  const org = await requireOrganization(ref);
  const user = await requirePerson(email);
  const { addMember } = await import("../../app/models/organizationAdmin.server");
  const result = await addMember(
    { organizationId: org.id, userId: user.id, role, adminLevel: o.adminLevel ?? null, seat: o.seat ? "required" : "none" },
    new Date(),
  );
  if (!result.ok && result.reason === "already-member")
    fail(`${user.email} is already a member of ${org.name} (${result.member.role}); change the role with codelift org set-role`);
  if (!result.ok)
    fail(`No free seat in ${org.name}: every seat of its live subscriptions is taken (codelift org seats ${org.slug} --set N adds seats)`);
  const doc = {
    organization: { id: org.id, slug: org.slug },
    member: {
      user_id: user.id,
      email: user.email,
      role: result.member.role,
      admin_level: result.member.adminLevel,
      seat: result.member.subscriptionId,
    },
  };
  await emit(o, doc, async () => {
    const { Screen, Text } = await import("../views/ui");
    return (
      <Screen title={`${org.name}: added ${user.email}`}>
        <Text>
          {role}
          {doc.member.seat ? `, with a seat of subscription ${doc.member.seat}` : ", without a seat"}.
        </Text>
      </Screen>
    );
  });
}

async function setRoleCommand(ref: string, email: string, rawRole: string, raw: unknown) {
  const o = parseOptions(
    z.object({ adminLevel: z.enum(ADMIN_LEVEL_VALUES, { error: `must be one of ${ADMIN_LEVEL_VALUES.join(", ")}` }).optional(), json: flag() }),
    raw,
  );
  const role = parseRole(rawRole);
  if (o.adminLevel && role !== "Admin") fail("--admin-level goes with the Admin role");
  await openData();
  const org = await requireOrganization(ref);
  const user = await requirePerson(email);
  const { changeRole } = await import("../../app/services/organizations/members.server");
  const result = await changeRole(org.id, user.id, { role, admin_level: o.adminLevel ?? null });
  if (!result.ok) fail(`${user.email} in ${org.name}: ${result.errorText}`);
  const { getMember } = await import("../../app/models/organization.server");
  const member = (await getMember(org.id, user.id))!;
  const doc = {
    organization: { id: org.id, slug: org.slug },
    member: { user_id: user.id, email: user.email, role: member.role, admin_level: member.adminLevel, seat: member.subscriptionId },
  };
  await emit(o, doc, async () => {
    const { Screen, Text } = await import("../views/ui");
    return (
      <Screen title={`${org.name}: ${user.email}`}>
        <Text>
          {result.message}
          {role === "Non-Paid Member" ? " They hold no seat." : ""}
        </Text>
      </Screen>
    );
  });
}

// ---------------------------------------------------------------- seats

async function seatsCommand(ref: string, raw: unknown) {
  const o = parseOptions(z.object({ set: intArg("--set", 1, 100_000).optional(), json: flag() }), raw);
  await openData();
  const org = await requireOrganization(ref);
  if (o.set !== undefined) {
    const { listOrganizationSubscriptions, isLiveSubscription } = await import("../../app/models/organization.server");
    const live = (await listOrganizationSubscriptions(org.id)).filter((s) => isLiveSubscription(s, new Date()));
    if (live.length === 0) fail(`${org.name} has no live subscription to set seats on`);
    if (live.length > 1) fail(`${org.name} has ${live.length} live subscriptions; seats are set per subscription (not supported here yet)`);
    if (!isValidSeatCount(o.set)) fail(`--set ${o.set} is not a seat count a business plan can have`);
    const { setSubscriptionSeats } = await import("../../app/models/organizationAdmin.server");
    const result = await setSubscriptionSeats(live[0]!.id, o.set);
    if (!result.ok) fail(`${org.name} has ${result.used} seats taken: revoke seats before going below that (asked for ${o.set})`);
  }
  const full = await organizationDoc(org.id);
  const doc = {
    organization: { id: org.id, slug: org.slug },
    subscriptions: full.subscriptions,
    seats: full.subscriptions.filter((s) => s.live).reduce((n, s) => n + s.seats, 0),
    seats_used: full.subscriptions.filter((s) => s.live).reduce((n, s) => n + s.seats_used, 0),
  };
  await emit(o, doc, async () => {
    const { Box, Screen, Table, Text } = await import("../views/ui");
    return (
      <Screen title={`${org.name}: ${doc.seats_used} of ${doc.seats} seats taken`}>
        <Box marginTop={1} flexDirection="column">
          <Table
            columns={[
              { header: "Subscription" },
              { header: "Plan" },
              { header: "Status" },
              { header: "Seats", align: "right" },
              { header: "Can add" },
            ]}
            rows={doc.subscriptions.map((s) => [
              String(s.id),
              s.plan_code,
              s.live ? s.status : `${s.status} (not live)`,
              `${s.seats_used}/${s.seats}`,
              s.can_add_seats ? "yes" : "no",
            ])}
          />
          {o.set !== undefined ? <Text>Seats set to {o.set}.</Text> : null}
        </Box>
      </Screen>
    );
  });
}

// ---------------------------------------------------------------- feature flags

/** `codelift org flags <org> [--set name=true …]`: the twelve flags (docs/product/organizations.md#feature-flags). */
async function flagsCommand(ref: string, raw: unknown) {
  const o = parseOptions(z.object({ set: z.array(z.string()).default([]), json: flag() }), raw);
  const { parseFlagAssignment } = await import("../../app/engine/learningPlans");
  const changes = o.set.map((s) => {
    const a = parseFlagAssignment(s);
    return "error" in a ? fail(a.error) : a;
  });
  await openData();
  const org = await requireOrganization(ref);
  const { organizationFlags, setOrganizationFlags } = await import("../../app/services/learning/flags.server");
  const doc = changes.length > 0 ? await setOrganizationFlags(org.id, changes) : await organizationFlags(org.id);
  if (!doc) fail(`Unknown organization ${ref.trim()}`);
  const out = { organization: doc.organization, flags: Object.fromEntries(doc.flags.map((f) => [f.name, f.on])) };
  await emit(o, out, async () => {
    const { Box, Screen, Table, Text } = await import("../views/ui");
    return (
      <Screen title={`${doc.organization.name}: feature flags`}>
        <Box marginTop={1} flexDirection="column">
          <Table
            columns={[{ header: "Flag" }, { header: "On" }, { header: "Gates" }]}
            rows={doc.flags.map((f) => [f.name, f.on ? "yes" : "no", f.gates])}
          />
          {changes.length > 0 ? <Text>Saved {changes.map((c) => `${c.name}=${c.value}`).join(", ")}.</Text> : null}
        </Box>
      </Screen>
    );
  });
}

async function mentorCommand(ref: string, mentorEmail: string, menteeEmail: string, raw: unknown) {
  const o = parseOptions(z.object({ json: flag() }), raw);
  await openData();
  const org = await requireOrganization(ref);
  const [mentor, mentee] = [await requirePerson(mentorEmail), await requirePerson(menteeEmail)];
  const { pairMentor } = await import("../../app/services/learning/plans.server");
  const { menteesOf } = await import("../../app/models/learningPlans.server");
  const out = await pairMentor(org.id, mentor.id, mentee.id);
  if (!out.ok) fail(`${mentor.email} → ${mentee.email} in ${org.name}: ${out.errorText}`);
  const mentees = (await menteesOf(org.id, mentor.id)).map((m) => ({ id: m.userId, name: m.name, email: m.email }));
  const doc = { organization: { id: org.id, slug: org.slug, name: org.name }, mentor: { id: mentor.id, email: mentor.email }, mentees };
  await emit(o, doc, async () => {
    const { Box, Screen, Table, Text } = await import("../views/ui");
    return (
      <Screen title={`${org.name}: mentees of ${mentor.email}`}>
        <Box marginTop={1} flexDirection="column">
          <Table columns={[{ header: "Mentee" }, { header: "E-mail" }]} rows={mentees.map((m) => [m.name, m.email])} />
          <Text>
            Paired {mentor.email} with {mentee.email}.
          </Text>
        </Box>
      </Screen>
    );
  });
}

export function registerOrg(program: Command): void {
  const org = program.command("org").description("organizations (teams and enterprises): list, show, create, members, roles, seats");
  org
    .command("list")
    .description("every organization: members, seats taken, single sign-on domain")
    .option("--json", "print one JSON document")
    .action(async (opts: unknown) => listCommand(opts));
  org
    .command("show")
    .description("one organization: subscriptions and seats, teams, members, content rules, single sign-on")
    .argument("<org>", "id or slug")
    .option("--json", "print one JSON document")
    .action(async (ref: string, opts: unknown) => showCommand(ref, opts));
  org
    .command("create")
    .description("create an organization with an active subscription")
    .argument("<name>", "the organization's name")
    .requiredOption("--kind <kind>", "team or enterprise")
    .requiredOption("--plan <code>", "a business plan: team 300-12-6005, 400-12-6005; enterprise 300-12-6003, 400-12-6003, 400-12-6004")
    .requiredOption("--seats <n>", "seats bought")
    .option("--slug <slug>", "the URL name (default: from the name)")
    .option("--months <n>", "term in months (default: the plan's)")
    .option("--json", "print one JSON document")
    .action(async (name: string, opts: unknown) => createCommand(name, opts));
  org
    .command("add-member")
    .description("add an existing account to an organization")
    .argument("<org>", "id or slug")
    .argument("<email>", "the person's account e-mail")
    .option("--role <role>", "Admin, Manager, Member (default) or Non-Paid Member")
    .option("--admin-level <level>", "with --role Admin: super_admin (default), sub_admin or subscription_executive")
    .option("--seat", "take a free seat (refused when none is free)")
    .option("--json", "print one JSON document")
    .action(async (ref: string, email: string, opts: unknown) => addMemberCommand(ref, email, opts));
  org
    .command("set-role")
    .description("change a member's role (the last admin stays an admin; a Non-Paid Member's seat is freed)")
    .argument("<org>", "id or slug")
    .argument("<email>", "the member's e-mail")
    .argument("<role>", "Admin, Manager, Member or Non-Paid Member")
    .option("--admin-level <level>", "with Admin: super_admin, sub_admin or subscription_executive")
    .option("--json", "print one JSON document")
    .action(async (ref: string, email: string, role: string, opts: unknown) => setRoleCommand(ref, email, role, opts));
  org
    .command("seats")
    .description("seats bought and taken; --set N changes the live subscription's seats (never below those taken)")
    .argument("<org>", "id or slug")
    .option("--set <n>", "the new number of seats")
    .option("--json", "print one JSON document")
    .action(async (ref: string, opts: unknown) => seatsCommand(ref, opts));
  org
    .command("flags")
    .description("the organization's twelve feature flags; --set name=true (repeatable) changes them")
    .argument("<org>", "id or slug")
    .option("--set <name=value>", "a flag and true or false (repeatable)", (v: string, acc: string[]) => [...acc, v], [] as string[])
    .option("--json", "print one JSON document")
    .action(async (ref: string, opts: unknown) => flagsCommand(ref, opts));
  org
    .command("mentor")
    .description("pair a mentor with a mentee (both members): the mentor's dashboard then lists the mentee")
    .argument("<org>", "id or slug")
    .argument("<mentor>", "the mentor's account e-mail")
    .argument("<mentee>", "the mentee's account e-mail")
    .option("--json", "print one JSON document")
    .action(async (ref: string, mentor: string, mentee: string, opts: unknown) => mentorCommand(ref, mentor, mentee, opts));
}
