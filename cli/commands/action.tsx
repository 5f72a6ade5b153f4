// `codelift action create | list | show | close | open`: custom actions, the sponsored and recruiting
// coupon programmes (docs/product/billing.md#custom-actions), for staff, on the CLI's database through
// the models and engine rules the site uses. Staff set an action up; its sponsor's admins buy its coupons.
import type { Command } from "commander";
import { z } from "zod";
import { formatPlanCode, parsePlanCode } from "../../app/engine";
import {
  CUSTOM_ACTION_KINDS,
  customActionIdProblem,
  customActionPlanProblem,
  MAX_COUPONS_PER_PURCHASE,
  summarizeActionUsage,
  actionCouponStatus,
  type CustomActionKind,
} from "../../app/engine/customActions";
import type { CustomActionRow } from "../../app/models/customAction.server";
import { openData, requireListPriceCents, requireOrganization } from "../database";
import { emit, fail, flag, intArg, parseOptions, textArg } from "../io";
import { cut } from "../format";

const idArg = (raw: string) => {
  const id = raw.trim();
  const problem = customActionIdProblem(id);
  return problem ? fail(problem) : id;
};

async function requireAction(id: string): Promise<CustomActionRow> {
  const { findCustomAction, listCustomActions } = await import("../../app/models/customAction.server");
  const action = await findCustomAction(id);
  if (action) return action;
  const known = (await listCustomActions()).map((a) => a.id);
  fail(`Unknown custom action ${id} (known: ${known.join(", ") || "none: codelift action create ID"})`);
}

/** One action as JSON, with its sponsor and its coupons' use. */
async function actionDoc(action: CustomActionRow, withCoupons: boolean) {
  const { getOrganization } = await import("../../app/models/organization.server");
  const { listActionCoupons } = await import("../../app/models/customAction.server");
  const coupons = await listActionCoupons(action.id);
  const usage = summarizeActionUsage(coupons);
  return {
    id: action.id,
    kind: action.kind,
    title: action.title,
    status: action.status,
    sponsor: { id: action.organizationId, name: (await getOrganization(action.organizationId))?.name ?? "" },
    plan_code: action.planCode,
    coupons_per_purchase: action.couponsPerPurchase,
    created_at: action.createdAt,
    purchase_url: `/checkout/coupon-purchase?plan=${action.planCode}&action_id=${action.id}`,
    usage: { total: usage.total, used: usage.used, unused: usage.unused, disabled: usage.disabled, used_percent: usage.usedPercent },
    ...(withCoupons
      ? { coupons: coupons.map((c) => ({ code: c.code, status: actionCouponStatus(c), used_at: c.usedAt, transaction_id: c.transactionId })) }
      : {}),
  };
}
type ActionDoc = Awaited<ReturnType<typeof actionDoc>>;

async function showView(doc: ActionDoc, title: string) {
  const { Box, KeyValue, Screen, Table, Text } = await import("../views/ui");
  return (
    <Screen title={title}>
      <KeyValue
        items={[
          ["id", doc.id],
          ["kind", doc.kind],
          ["title", doc.title],
          ["status", doc.status],
          ["sponsor", `${doc.sponsor.name} (${doc.sponsor.id})`],
          ["plan", doc.plan_code],
          ["coupons per purchase", String(doc.coupons_per_purchase)],
          ["coupons used", `${doc.usage.used} of ${doc.usage.total} (${doc.usage.used_percent}%)`],
          ["checkout", doc.purchase_url],
        ]}
      />
      {doc.coupons && doc.coupons.length > 0 ? (
        <Box marginTop={1}>
          <Table
            columns={[{ header: "Coupon" }, { header: "Status" }, { header: "Used at" }]}
            rows={doc.coupons.map((c) => [c.code, c.status, c.used_at ?? "-"])}
          />
        </Box>
      ) : (
        <Text>No coupons yet: the sponsor&apos;s admins buy them at the checkout above.</Text>
      )}
    </Screen>
  );
}

const createSchema = z.object({
  kind: z.string().transform((raw, ctx) => {
    const k = raw.trim().toLowerCase();
    if ((CUSTOM_ACTION_KINDS as readonly string[]).includes(k)) return k as CustomActionKind;
    ctx.addIssue({ code: "custom", message: `--kind must be ${CUSTOM_ACTION_KINDS.join(" or ")}, got "${raw}"` });
    return z.NEVER;
  }),
  org: textArg("--org"),
  plan: textArg("--plan"),
  coupons: intArg("--coupons", 1, MAX_COUPONS_PER_PURCHASE),
  title: textArg("--title").refine((s) => s.length <= 120, { message: "--title must be at most 120 characters" }),
  json: flag(),
});

async function createCommand(rawId: string, raw: unknown) {
  const o = parseOptions(createSchema, raw);
  const id = idArg(rawId);
  let code: string;
  try {
    const plan = parsePlanCode(o.plan);
    code = formatPlanCode(plan);
    const problem = customActionPlanProblem(plan, code);
    if (problem) fail(problem);
  } catch (e) {
    fail(`--plan: ${(e as Error).message}`);
  }
  const db = await openData();
  await requireListPriceCents(db, code);
  const org = await requireOrganization(o.org);
  const { insertCustomAction, findCustomAction } = await import("../../app/models/customAction.server");
  const inserted = await insertCustomAction({
    id,
    kind: o.kind,
    title: o.title,
    organizationId: org.id,
    planCode: code,
    couponsPerPurchase: o.coupons,
    status: "open",
    createdBy: "codelift action create",
  });
  if (!inserted) fail(`A custom action ${id} exists already: codelift action show ${id}`);
  const doc = await actionDoc((await findCustomAction(id))!, false);
  await emit(o, doc, () => showView(doc, `Custom action ${id} created`));
}

async function listCommand(raw: unknown) {
  const o = parseOptions(z.object({ org: textArg("--org").optional(), json: flag() }), raw);
  await openData();
  const org = o.org ? await requireOrganization(o.org) : null;
  const { listCustomActions } = await import("../../app/models/customAction.server");
  const doc = { actions: await Promise.all((await listCustomActions(org?.id)).map((a) => actionDoc(a, false))) };
  await emit(o, doc, async () => {
    const { Box, Screen, Table, Text } = await import("../views/ui");
    return (
      <Screen title={`Custom actions: ${doc.actions.length}`}>
        <Box marginTop={1} flexDirection="column">
          {doc.actions.length === 0 ? (
            <Text>No custom actions yet: codelift action create ID --kind sponsored --org ORG --plan 300-12-6000 --coupons 10 --title TEXT.</Text>
          ) : (
            <Table
              columns={[
                { header: "Id" },
                { header: "Kind" },
                { header: "Sponsor" },
                { header: "Plan" },
                { header: "Status" },
                { header: "Used", align: "right" },
              ]}
              rows={doc.actions.map((a) => [
                cut(a.id, 24),
                a.kind,
                cut(a.sponsor.name, 24),
                a.plan_code,
                a.status,
                `${a.usage.used}/${a.usage.total}`,
              ])}
            />
          )}
        </Box>
      </Screen>
    );
  });
}

async function showCommand(rawId: string, raw: unknown) {
  const o = parseOptions(z.object({ json: flag() }), raw);
  const id = idArg(rawId);
  await openData();
  const doc = await actionDoc(await requireAction(id), true);
  await emit(o, doc, () => showView(doc, `Custom action ${id}`));
}

async function statusCommand(rawId: string, status: "open" | "closed", raw: unknown) {
  const o = parseOptions(z.object({ json: flag() }), raw);
  const id = idArg(rawId);
  await openData();
  await requireAction(id);
  const { setCustomActionStatus, findCustomAction } = await import("../../app/models/customAction.server");
  await setCustomActionStatus(id, status);
  const doc = await actionDoc((await findCustomAction(id))!, false);
  await emit(o, doc, () => showView(doc, `Custom action ${id} ${status === "open" ? "reopened" : "closed"}`));
}

export function registerAction(program: Command): void {
  const action = program.command("action").description("custom actions: sponsored and recruiting coupon programmes");
  action
    .command("create")
    .description("set up a custom action: its sponsor's admins buy its coupons by the batch")
    .argument("<id>", "lower-case letters, digits and hyphens (the checkout's action_id)")
    .requiredOption("--kind <kind>", "sponsored or recruiting")
    .requiredOption("--org <org>", "the sponsor organization (id or slug)")
    .requiredOption("--plan <code>", "the individual plan each coupon gives, e.g. 300-12-6000")
    .requiredOption("--coupons <n>", `coupons one purchase creates (1 to ${MAX_COUPONS_PER_PURCHASE})`)
    .requiredOption("--title <text>", "what the programme is called")
    .option("--json", "print one JSON document")
    .action(async (id: string, opts: unknown) => createCommand(id, opts));
  action
    .command("list")
    .description("every custom action, or one sponsor's, with its coupons' use")
    .option("--org <org>", "only this sponsor's (id or slug)")
    .option("--json", "print one JSON document")
    .action(async (opts: unknown) => listCommand(opts));
  action
    .command("show")
    .description("one custom action with each of its coupons")
    .argument("<id>", "the action's id")
    .option("--json", "print one JSON document")
    .action(async (id: string, opts: unknown) => showCommand(id, opts));
  action
    .command("close")
    .description("stop selling the action's coupons (those sold keep working)")
    .argument("<id>", "the action's id")
    .option("--json", "print one JSON document")
    .action(async (id: string, opts: unknown) => statusCommand(id, "closed", opts));
  action
    .command("open")
    .description("sell the action's coupons again")
    .argument("<id>", "the action's id")
    .option("--json", "print one JSON document")
    .action(async (id: string, opts: unknown) => statusCommand(id, "open", opts));
}
