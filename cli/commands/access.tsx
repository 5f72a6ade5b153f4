// `codelift access`: may this user open this content, and which rule decided.
// File mode (--user-file, --content-file) simulates the engine's canAccessContent (and, for
// paths, plans and modules, canAccessPathOrPlan / canAccessModule on the active organization).
// Database mode (--user EMAIL with --course or --path) asks the server's own rule on real
// users and content: organizationCourseAccess (the organization lists combined with the
// learner's own grants) or organizationPathAccess.
import type { Command } from "commander";
import { z } from "zod";
import {
  canAccessContent,
  canAccessModule,
  canAccessPathOrPlan,
  chooseActiveOrganization,
  subscriberOrganizations,
  type OrganizationMembership,
} from "../../app/engine";
import { openData, requireUser } from "../database";
import { emit, fail, flag, parseOptions, readJsonFile, textArg } from "../io";

const id = z.union([z.string().min(1), z.number()]);
const courseRef = z.object({ author_id: id, work_id: id });

const membership = z.looseObject({
  organization_id: id,
  subscription_id: id.nullable().optional(),
  is_admin: z.boolean().optional(),
  is_manager: z.boolean().optional(),
  is_subscriber: z.boolean().optional(),
  no_courses_access: z.boolean().optional(),
  include_all_courses: z.boolean().optional(),
  included_courses: z.array(courseRef).optional(),
  excluded_courses: z.array(courseRef).optional(),
  included_categories: z.array(id).optional(),
  excluded_categories: z.array(id).optional(),
  feature_flags: z.record(z.string(), z.boolean()).optional(),
});

/** The user: its organization memberships, as in user info (`enterprise.organizations`) or flat. */
const userFileSchema = z
  .looseObject({
    organizations: z.array(membership).optional(),
    active_organization_id: id.nullable().optional(),
    enterprise: z.looseObject({ organizations: z.array(membership).default([]), active_organization_id: id.nullable().optional() }).optional(),
    is_learn_freemium: z.boolean().default(false),
  })
  .refine((u) => u.organizations !== undefined || u.enterprise !== undefined, {
    message: 'expected "organizations": [...] or "enterprise": { "organizations": [...] }',
  });

const contentFileSchema = z.looseObject({
  kind: z.string().min(1, "kind is required (course, path, plan, module, …)"),
  author_id: id,
  work_id: id,
  is_private: z.boolean().optional(),
  categories: z.array(id).optional(),
  title: z.string().optional(),
});

const schema = z
  .object({
    userFile: textArg("--user-file").optional(),
    contentFile: textArg("--content-file").optional(),
    user: textArg("--user").optional(),
    course: textArg("--course").optional(),
    path: textArg("--path").optional(),
    json: flag(),
  })
  .superRefine((o, ctx) => {
    const fileMode = o.userFile !== undefined || o.contentFile !== undefined;
    const dbMode = o.user !== undefined || o.course !== undefined || o.path !== undefined;
    if (fileMode && dbMode)
      ctx.addIssue({ code: "custom", message: "give either --user EMAIL with --course or --path, or --user-file F with --content-file F" });
    else if (dbMode) {
      if (o.user === undefined) ctx.addIssue({ code: "custom", message: "--user EMAIL is required with --course or --path" });
      else if (o.course === undefined && o.path === undefined)
        ctx.addIssue({ code: "custom", message: "--course C or --path P is required with --user" });
      else if (o.course !== undefined && o.path !== undefined)
        ctx.addIssue({ code: "custom", message: "give either --course C or --path P, not both" });
    } else if (o.userFile === undefined)
      ctx.addIssue({ code: "custom", message: "--user-file F is required (or --user EMAIL with --course or --path)" });
    else if (o.contentFile === undefined) ctx.addIssue({ code: "custom", message: "--content-file F is required" });
  });

type Options = z.output<typeof schema>;

/** "author/work" ids, or null for a slug. */
function idPair(value: string): { a: number; b: number } | null {
  const m = value.match(/^(\d+)\/(\d+)$/);
  return m ? { a: Number(m[1]), b: Number(m[2]) } : null;
}

interface Check {
  rule_set: "organization-content-access" | "path-plan-organization" | "module-organization";
  allowed: boolean;
  rule: string;
}

async function accessCommand(raw: unknown) {
  const o = parseOptions(schema, raw);
  if (o.user !== undefined) return databaseAccess(o);
  const user = readJsonFile(o.userFile!, userFileSchema, "--user-file");
  const content = readJsonFile(o.contentFile!, contentFileSchema, "--content-file");
  const memberships = (user.organizations ?? user.enterprise?.organizations ?? []) as OrganizationMembership[];
  const storedActive = user.active_organization_id ?? user.enterprise?.active_organization_id ?? null;

  const checks: Check[] = [];
  const c = canAccessContent({ memberships, content });
  checks.push({ rule_set: "organization-content-access", allowed: c.allowed, rule: c.rule });
  const active = chooseActiveOrganization(memberships, storedActive);
  if (content.kind === "path" || content.kind === "plan" || content.kind === "module") {
    const rule = content.kind === "module" ? canAccessModule : canAccessPathOrPlan;
    const r = rule({ organization: active.organization, isLearnFreemium: user.is_learn_freemium });
    checks.push({
      rule_set: content.kind === "module" ? "module-organization" : "path-plan-organization",
      allowed: r.allowed,
      rule: r.rule,
    });
  }
  const decider = checks.find((x) => !x.allowed) ?? checks[0]!;
  const doc = {
    allowed: checks.every((x) => x.allowed),
    rule: decider.rule,
    rule_set: decider.rule_set,
    checks,
    content: { kind: content.kind, author_id: content.author_id, work_id: content.work_id },
    subscriber_organizations: subscriberOrganizations(memberships).map((m) => m.organization_id),
    active_organization: { organization_id: active.organization?.organization_id ?? null, rule: active.rule },
  };
  await emit(o, doc, async () => {
    const { Box, KeyValue, Screen, Table, Text, yesNo } = await import("../views/ui");
    return (
      <Screen title={`Access to ${content.kind} ${content.author_id}/${content.work_id}${content.title ? ` (${content.title})` : ""}`}>
        <Box marginY={1}>
          <Text bold color={doc.allowed ? "green" : "red"}>
            {doc.allowed ? "ALLOWED" : "DENIED"} by rule {doc.rule} ({doc.rule_set})
          </Text>
        </Box>
        <Table
          columns={[{ header: "Rule set" }, { header: "Allowed" }, { header: "Rule" }]}
          rows={checks.map((x) => [x.rule_set, yesNo(x.allowed), x.rule])}
          highlight={(i) => checks[i] === decider}
        />
        <Box marginTop={1}>
          <KeyValue
            items={[
              ["memberships", String(memberships.length)],
              ["subscriber orgs", doc.subscriber_organizations.join(", ") || "none"],
              ["active org", `${doc.active_organization.organization_id ?? "none"} (${active.rule})`],
              ["learn-freemium", yesNo(user.is_learn_freemium)],
            ]}
          />
        </Box>
      </Screen>
    );
  });
}

/** --user EMAIL with --course (slug or author/work) or --path (interview-prep slug or author/path_id), from the database. */
async function databaseAccess(o: Options) {
  await openData();
  const { getStoredActiveOrganizationId } = await import("../../app/models/organization.server");
  const access = await import("../../app/services/organizations/access.server");
  const { isStaff } = await import("../../app/utils/auth.server");
  const user = await requireUser(o.user!);
  const staff = isStaff(user);
  const facts = await access.organizationFactsFor(null, user.id);
  const stored = await getStoredActiveOrganizationId(user.id);
  const active = chooseActiveOrganization(facts.memberships, stored);
  const now = new Date();

  let doc: {
    allowed: boolean;
    rule: string;
    rule_set: string;
    reason: string;
    content: Record<string, unknown>;
    [k: string]: unknown;
  };
  if (o.course !== undefined) {
    const catalog = await import("../../app/models/catalog.server");
    const ids = idPair(o.course);
    const course = ids ? await catalog.findCourseByIds(ids.a, ids.b) : await catalog.findCourseBySlug(o.course);
    if (!course) fail(`No course ${o.course} (give its slug or author_id/work_id)`);
    const personal = await access.loadPersonalFacts(user.id, staff);
    const tagSlugs = await catalog.listCourseTagSlugs(course.id);
    const d = access.courseAccess(facts, personal, { ...course, tagSlugs }, now);
    doc = {
      allowed: d.allowed,
      rule: d.rule,
      rule_set: "organization-course-access",
      reason: d.allowed
        ? d.seat
          ? "the organization seat opens every lesson"
          : "the learner's own access applies"
        : access.ORGANIZATION_DENIED_TEXT,
      organization_rule: d.organizationRule,
      seat: d.seat,
      content: {
        kind: "course",
        slug: course.slug,
        title: course.title,
        author_id: course.authorId,
        work_id: course.collectionId,
        categories: [course.categorySlug, ...tagSlugs],
        is_free: course.isFree,
      },
    };
  } else {
    const coach = await import("../../app/models/coachPathContent.server");
    const ids = idPair(o.path!);
    const path = ids ? await coach.findCoachPathByIds(ids.a, ids.b) : await coach.findCoachPathBySlug(o.path!);
    if (!path) fail(`No path ${o.path} (give its slug or author_id/path_id)`);
    const d = await access.pathAccessFor(null, user, path, now);
    doc = {
      allowed: d.allowed,
      rule: d.rule,
      rule_set: d.ruleSet === "none" ? "organization-path-access" : d.ruleSet,
      reason: d.allowed ? (d.rule === "no-organization" ? "not in any organization: unaffected" : "granted") : access.ORGANIZATION_DENIED_TEXT,
      content: { kind: "path", slug: path.slug, title: path.title, author_id: path.authorId, work_id: path.pathId },
    };
  }
  const full = {
    ...doc,
    user: { id: user.id, email: user.email, is_staff: staff },
    memberships: facts.memberships.map((m) => ({
      organization_id: m.organization_id,
      name: m.organization_name,
      is_subscriber: m.is_subscriber,
      no_courses_access: m.no_courses_access,
    })),
    subscriber_organizations: facts.subscribers.map((m) => m.organization_id),
    active_organization: { organization_id: active.organization?.organization_id ?? null, rule: active.rule },
  };
  await emit(o, full, async () => {
    const { Box, KeyValue, Screen, Text, yesNo } = await import("../views/ui");
    const c = full.content as { kind: string; slug: string; title: string };
    return (
      <Screen title={`Access of ${user.email} to ${c.kind} ${c.slug} (${c.title})`}>
        <Box marginY={1}>
          <Text bold color={full.allowed ? "green" : "red"}>
            {full.allowed ? "ALLOWED" : "DENIED"} by rule {full.rule} ({full.rule_set})
          </Text>
        </Box>
        <KeyValue
          items={[
            ["reason", full.reason],
            ["memberships", full.memberships.map((m) => `${m.organization_id} ${m.name}${m.is_subscriber ? " (seat)" : ""}`).join(", ") || "none"],
            ["subscriber orgs", full.subscriber_organizations.join(", ") || "none"],
            ["active org", `${full.active_organization.organization_id ?? "none"} (${active.rule})`],
            ["staff", yesNo(staff)],
          ]}
        />
      </Screen>
    );
  });
}

export function registerAccess(program: Command): void {
  program
    .command("access")
    .description("may a user open a piece of content, and which rule decided (from files, or real users and content)")
    .option("--user <email>", "a real user (database mode), with --course or --path")
    .option("--course <course>", "a course: its slug or author_id/work_id")
    .option("--path <path>", "an interview-prep path: its slug or author_id/path_id")
    .option("--user-file <file>", 'JSON { "organizations": [membership…], "active_organization_id"?, "is_learn_freemium"? }')
    .option("--content-file <file>", 'JSON { "kind", "author_id", "work_id", "is_private"?, "categories"? }')
    .option("--json", "print one JSON document")
    .action(async (opts: unknown) => accessCommand(opts));
}
