// `codelift access`: may this user open this content, and which rule decided (engine
// canAccessContent; for paths, plans and modules also canAccessPathOrPlan / canAccessModule
// on the active organization).
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
import { emit, flag, parseOptions, readJsonFile, textArg } from "../io";

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
    enterprise: z
      .looseObject({ organizations: z.array(membership).default([]), active_organization_id: id.nullable().optional() })
      .optional(),
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
    json: flag(),
  })
  .superRefine((o, ctx) => {
    if (o.userFile === undefined) ctx.addIssue({ code: "custom", message: "--user-file F is required" });
    else if (o.contentFile === undefined) ctx.addIssue({ code: "custom", message: "--content-file F is required" });
  });

interface Check {
  rule_set: "organization-content-access" | "path-plan-organization" | "module-organization";
  allowed: boolean;
  rule: string;
}

async function accessCommand(raw: unknown) {
  const o = parseOptions(schema, raw);
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
      <Screen
        title={`Access to ${content.kind} ${content.author_id}/${content.work_id}${content.title ? ` (${content.title})` : ""}`}
      >
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

export function registerAccess(program: Command): void {
  program
    .command("access")
    .description("may a user open a piece of content, and which rule decided")
    .option("--user-file <file>", 'JSON { "organizations": [membership…], "active_organization_id"?, "is_learn_freemium"? }')
    .option("--content-file <file>", 'JSON { "kind", "author_id", "work_id", "is_private"?, "categories"? }')
    .option("--json", "print one JSON document")
    .action(async (opts: unknown) => accessCommand(opts));
}
