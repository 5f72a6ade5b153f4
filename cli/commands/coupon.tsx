// `codelift coupon create | list | disable | enable`: coupons are data, written through the
// commerce model. A disabled coupon keeps its history; the checkout (and `codelift price`)
// refuse it with "The coupon "X" is no longer available."
import type { Command } from "commander";
import { z } from "zod";
import { centsToUsd, formatPlanCode, formatUsd, parsePlanCode, usdToCents } from "../../app/engine";
import type { DescribedCoupon } from "../../app/models/commerce.server";
import type { Db } from "../../db/client";
import { openData, requireListPriceCents } from "../database";
import { dateArg, emit, fail, flag, intArg, listArg, parseOptions, usdArg } from "../io";
import { cut } from "../format";

/** Codes are matched in capitals (the checkout upper-cases what the learner types). */
const couponCodeArg = z.string().transform((raw, ctx) => {
  const code = raw.trim().toUpperCase();
  if (!/^[A-Z0-9_-]{1,64}$/.test(code)) {
    ctx.addIssue({ code: "custom", message: `A coupon code is 1 to 64 letters, digits, _ or -, got "${raw}"` });
    return z.NEVER;
  }
  return code;
});

const parseCode = (raw: string) => {
  const r = couponCodeArg.safeParse(raw);
  return r.success ? r.data : fail(r.error.issues[0]!.message);
};

/** A coupon as JSON: the discount, its limits and its state. */
function couponJson(c: DescribedCoupon) {
  return {
    code: c.code,
    kind: c.kind,
    percent_off: c.kind === "percent" ? (c.percentOff ?? null) : null,
    amount_off_usd: c.kind === "amount" ? centsToUsd(c.amountOffCents ?? 0) : null,
    expires_at: c.expiresAt == null ? null : typeof c.expiresAt === "string" ? c.expiresAt : new Date(c.expiresAt).toISOString(),
    redemptions: c.redemptions ?? 0,
    max_redemptions: c.maxRedemptions ?? null,
    plan_codes: c.planCodes ?? null,
    course_keys: c.courses ? c.courses.map((r) => `${r.author_id}-${r.work_id}`) : null,
    discount_never_expires: c.discount_never_expires ?? false,
    description: c.description,
    active: c.active,
  };
}
type CouponJson = ReturnType<typeof couponJson>;

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** The short texts of a coupon's table row: value, expiry, uses, limits. */
function couponCells(c: CouponJson) {
  const value = c.kind === "percent" ? `${c.percent_off}%` : formatUsd(usdToCents(c.amount_off_usd ?? 0));
  const limits = [c.plan_codes ? count(c.plan_codes.length, "plan") : null, c.course_keys ? count(c.course_keys.length, "course") : null]
    .filter(Boolean)
    .join(", ");
  return {
    // "*": the discount applies to every renewal (a footnote under the table says so)
    value: `${value}${c.discount_never_expires ? "*" : ""}`,
    expires: c.expires_at ? c.expires_at.slice(0, 10) : "-",
    uses: `${c.redemptions}/${c.max_redemptions ?? "∞"}`,
    limits: limits || "any",
  };
}

// ---------------------------------------------------------------- create

/** When a coupon stops working: a calendar date means through the end of that day (UTC). */
const expiresArg = z.string().transform((raw, ctx) => {
  const r = dateArg("--expires").safeParse(raw);
  if (!r.success) {
    ctx.addIssue({ code: "custom", message: r.error.issues[0]!.message });
    return z.NEVER;
  }
  return /^\d{4}-\d{2}-\d{2}$/.test(raw.trim()) ? new Date(r.data.getTime() + 86_400_000 - 1) : r.data;
});

const createSchema = z
  .object({
    percent: intArg("--percent", 1, 100).optional(),
    amount: usdArg("--amount").optional(),
    expires: expiresArg.optional(),
    max: intArg("--max", 1, 1_000_000_000).optional(),
    plans: listArg("--plans").optional(),
    courses: listArg("--courses").optional(),
    neverExpires: flag(),
    description: z
      .string()
      .transform((raw, ctx) => {
        const s = raw.trim();
        if (s.length <= 200) return s;
        ctx.addIssue({ code: "custom", message: `--description must be at most 200 characters, got ${s.length}` });
        return z.NEVER;
      })
      .optional(),
    json: flag(),
  })
  .superRefine((o, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: "custom", message });
    if (o.percent === undefined && o.amount === undefined) issue("Give the discount: --percent N (1 to 100) or --amount USD");
    if (o.percent !== undefined && o.amount !== undefined) issue("Give either --percent or --amount, not both");
    if (o.amount !== undefined && o.amount <= 0) issue(`--amount must be more than 0, got ${o.amount}`);
    for (const key of o.courses ?? [])
      if (!/^\d+-\d+$/.test(key)) issue(`--courses takes course keys authorId-collectionId such as 4831-100001, got "${key}"`);
  });

async function canonicalPlans(db: Db, plans: string[]): Promise<string[]> {
  const codes: string[] = [];
  for (const raw of plans) {
    try {
      const code = formatPlanCode(parsePlanCode(raw));
      await requireListPriceCents(db, code);
      if (!codes.includes(code)) codes.push(code);
    } catch (e) {
      fail(`--plans: ${(e as Error).message}`);
    }
  }
  return codes;
}

async function existingCourses(keys: string[]): Promise<string[]> {
  // The catalog model reads the process's database (DATABASE_URL): the CLI's own file.
  const { findCourseByIds } = await import("../../app/models/catalog.server");
  const unique = [...new Set(keys)];
  for (const key of unique) {
    const [authorId, collectionId] = key.split("-").map(Number) as [number, number];
    if (!(await findCourseByIds(authorId, collectionId))) fail(`Unknown course ${key}: no course with that authorId-collectionId`);
  }
  return unique;
}

async function createCommand(rawCode: string, raw: unknown, now = new Date()) {
  const code = parseCode(rawCode);
  const o = parseOptions(createSchema, raw);
  const expiresAt = o.expires ?? null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) fail(`--expires must be in the future, got ${expiresAt.toISOString()}`);
  const db = await openData();
  const { createCoupon, findCoupon } = await import("../../app/models/commerce.server");
  if (await findCoupon(code)) fail(`The coupon ${code} already exists (codelift coupon list shows it)`);
  const planCodes = o.plans ? await canonicalPlans(db, o.plans) : null;
  const courseKeys = o.courses ? await existingCourses(o.courses) : null;
  const created = await createCoupon({
    code,
    kind: o.percent !== undefined ? "percent" : "amount",
    value: o.percent ?? usdToCents(o.amount!),
    expiresAt: expiresAt?.toISOString() ?? null,
    maxRedemptions: o.max ?? null,
    planCodes,
    courseKeys,
    discountNeverExpires: o.neverExpires,
    description: o.description ?? "",
  });
  // Someone else created it between the check and the insert.
  if (!created) fail(`The coupon ${code} already exists (codelift coupon list shows it)`);
  const doc = { coupon: couponJson(created) };
  await emit(o, doc, async () => {
    const { Box, KeyValue, Screen } = await import("../views/ui");
    const c = doc.coupon;
    const cells = couponCells(c);
    return (
      <Screen title={`Created coupon ${c.code}`}>
        <Box marginTop={1}>
          <KeyValue
            items={[
              ["discount", cells.value],
              ["expires", c.expires_at ?? "never"],
              ["uses", cells.uses],
              ["plans", c.plan_codes?.join(", ") ?? "any"],
              ["courses", c.course_keys?.join(", ") ?? "any"],
              ...(c.description ? [["description", c.description] as const] : []),
            ]}
          />
        </Box>
      </Screen>
    );
  });
}

// ---------------------------------------------------------------- list

async function listCommand(raw: unknown) {
  const o = parseOptions(z.object({ json: flag() }), raw);
  await openData();
  const { listCoupons } = await import("../../app/models/commerce.server");
  const doc = { coupons: (await listCoupons()).map(couponJson) };
  await emit(o, doc, async () => {
    const { Box, Screen, Table, Text } = await import("../views/ui");
    return (
      <Screen title={`Coupons: ${doc.coupons.length} (${doc.coupons.filter((c) => c.active).length} active)`}>
        <Box marginTop={1} flexDirection="column">
          {doc.coupons.length === 0 ? (
            <Text>No coupons yet: codelift coupon create CODE --percent N.</Text>
          ) : (
            <Table
              columns={[
                { header: "Code" },
                { header: "Discount", align: "right" },
                { header: "Expires" },
                { header: "Used", align: "right" },
                { header: "Limits" },
                { header: "Active" },
              ]}
              rows={doc.coupons.map((c) => {
                const cells = couponCells(c);
                return [cut(c.code, 14), cut(cells.value, 11), cells.expires, cells.uses, cells.limits, c.active ? "yes" : "no"];
              })}
              dim={(i) => !doc.coupons[i]!.active}
            />
          )}
          {doc.coupons.some((c) => c.discount_never_expires) && <Text dimColor>* the discount applies to every renewal too</Text>}
          <Text dimColor>Descriptions, plan codes and course keys: --json.</Text>
        </Box>
      </Screen>
    );
  });
}

// ---------------------------------------------------------------- disable / enable

async function setActiveCommand(rawCode: string, active: boolean, raw: unknown) {
  const code = parseCode(rawCode);
  const o = parseOptions(z.object({ json: flag() }), raw);
  await openData();
  const { findCoupon, listCouponCodes, setCouponActive } = await import("../../app/models/commerce.server");
  const before = await findCoupon(code);
  const after = before ? await setCouponActive(code, active) : null;
  if (!before || !after) fail(`Unknown coupon ${code} (known: ${(await listCouponCodes()).join(", ") || "none"})`);
  const doc = { coupon: couponJson(after), was_active: before.active };
  await emit(o, doc, async () => {
    const { Screen, Text } = await import("../views/ui");
    const changed = before.active !== active;
    return (
      <Screen title={`Coupon ${code}`}>
        <Text>
          {!changed
            ? `Already ${active ? "active" : "disabled"}; nothing changed.`
            : active
              ? "Enabled: the checkout accepts it again (within its expiry, uses and limits)."
              : `Disabled: the checkout refuses it ("The coupon "${code}" is no longer available."). Its redemptions stay recorded.`}
        </Text>
      </Screen>
    );
  });
}

// ---------------------------------------------------------------- site coupon

async function siteCommand(rawCode: string | undefined, raw: unknown) {
  const o = parseOptions(z.object({ json: flag(), clear: flag() }), raw);
  if (!rawCode && !o.clear) fail("Name the coupon to apply to every visitor's prices, or --clear");
  if (rawCode && o.clear) fail("Give either a coupon code or --clear, not both");
  const code = rawCode ? parseCode(rawCode) : null;
  await openData();
  const { findSiteCoupon, listCouponCodes, setSiteCoupon } = await import("../../app/models/commerce.server");
  if (!(await setSiteCoupon(code))) fail(`Unknown coupon ${code} (known: ${(await listCouponCodes()).join(", ") || "none"})`);
  const site = await findSiteCoupon();
  const doc = { site_coupon: site ? couponJson(site) : null };
  await emit(o, doc, async () => {
    const { Screen, Text } = await import("../views/ui");
    return (
      <Screen title="Site coupon">
        <Text>
          {site
            ? `${site.code} now applies to every visitor's prices where it is valid${site.active ? "" : " (it is disabled: enable it for it to apply)"}.`
            : "No site coupon: prices show no coupon unless a learner types one."}
        </Text>
      </Screen>
    );
  });
}

export function registerCoupon(program: Command): void {
  const coupon = program.command("coupon").description("create, list, disable and enable coupons; choose the site coupon");
  coupon
    .command("create")
    .description("create a coupon: a percent or an amount off, with optional expiry, cap and limits")
    .argument("<code>", "the code learners type (A-Z, 0-9, _ and -, up to 64; stored in capitals)")
    .option("--percent <n>", "percent off, 1 to 100")
    .option("--amount <usd>", "fixed amount off, in USD (e.g. 25 or 12.50)")
    .option("--expires <date>", "last day it works (YYYY-MM-DD, through the end of that day UTC) or an ISO time it stops at")
    .option("--max <n>", "most redemptions (default: unlimited)")
    .option("--plans <codes>", "only for these plans, comma-separated (e.g. 300-12-6000,400-12-6000)")
    .option("--courses <keys>", "only for these courses, authorId-collectionId comma-separated (e.g. 4831-100001)")
    .option("--never-expires", "the discount applies to every renewal, not only the first charge")
    .option("--description <text>", "what staff see next to it")
    .option("--json", "print one JSON document")
    .action(async (code: string, opts: unknown) => createCommand(code, opts));
  coupon
    .command("list")
    .description("every coupon: discount, expiry, uses, limits, active")
    .option("--json", "print one JSON document")
    .action(async (opts: unknown) => listCommand(opts));
  coupon
    .command("disable")
    .description("stop a coupon from being used (the checkout refuses it; its history stays)")
    .argument("<code>", "coupon code")
    .option("--json", "print one JSON document")
    .action(async (code: string, opts: unknown) => setActiveCommand(code, false, opts));
  coupon
    .command("enable")
    .description("let a disabled coupon be used again")
    .argument("<code>", "coupon code")
    .option("--json", "print one JSON document")
    .action(async (code: string, opts: unknown) => setActiveCommand(code, true, opts));
  coupon
    .command("site")
    .description("make a coupon the site coupon (applied to every visitor's prices while valid), or --clear it")
    .argument("[code]", "coupon code")
    .option("--clear", "no site coupon")
    .option("--json", "print one JSON document")
    .action(async (code: string | undefined, opts: unknown) => siteCommand(code, opts));
}
