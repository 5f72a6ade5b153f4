// `codelift offer`: which checkout and plan a user is sent to (engine offerPlan).
import type { Command } from "commander";
import { z } from "zod";
import { isFeatureSet, isValidityMonths, offerPlan, PLAN_DURATION_LABELS, FEATURE_SETS, VALIDITY_MONTHS } from "../../app/engine";
import { emit, flag, intArg, parseOptions } from "../io";
import { tierName } from "../format";

const schema = z
  .object({
    featureSet: intArg("--feature-set", 0, 100_000).optional(),
    validity: intArg("--validity", 0, 1_000).optional(),
    subscribed: flag(),
    buy: flag(),
    json: flag(),
  })
  .superRefine((o, ctx) => {
    if (o.featureSet !== undefined && !isFeatureSet(o.featureSet))
      ctx.addIssue({
        code: "custom",
        message: `--feature-set must be one of ${Object.values(FEATURE_SETS).join(", ")}, got ${o.featureSet}`,
      });
    if (o.validity !== undefined && !isValidityMonths(o.validity))
      ctx.addIssue({
        code: "custom",
        message: `--validity must be one of ${Object.values(VALIDITY_MONTHS).join(", ")} months, got ${o.validity}`,
      });
    if ((o.featureSet === undefined) !== (o.validity === undefined))
      ctx.addIssue({ code: "custom", message: "--feature-set and --validity describe the plan held now: give both, or neither" });
  });

async function offerCommand(raw: unknown) {
  const o = parseOptions(schema, raw);
  const currentPlan =
    o.featureSet !== undefined && o.validity !== undefined && isFeatureSet(o.featureSet) && isValidityMonths(o.validity)
      ? { featureSet: o.featureSet, validityMonths: o.validity }
      : null;
  const offer = offerPlan({ isSubscribed: o.subscribed, currentPlan, buy: o.buy });
  const doc = {
    input: {
      subscribed: o.subscribed,
      buy: o.buy,
      current_plan: currentPlan ? { feature_set: currentPlan.featureSet, validity_months: currentPlan.validityMonths } : null,
    },
    checkout_type: offer.checkoutType,
    plan_code: offer.planCode,
    url: offer.url,
  };
  const holds = currentPlan
    ? `${tierName(currentPlan.featureSet)} (${currentPlan.featureSet}), ${PLAN_DURATION_LABELS[currentPlan.validityMonths]}`
    : "no plan";
  await emit(o, doc, async () => {
    const { KeyValue, Screen } = await import("../views/ui");
    return (
      <Screen title="Plan offer">
        <KeyValue
          items={[
            ["user", `${o.subscribed ? "subscribed" : "not subscribed"}, holds ${holds}${o.buy ? ", asks for buy" : ""}`],
            ["checkout type", offer.checkoutType],
            ["plan", `${offer.planCode} (${tierName(offer.plan.featureSet)}, ${PLAN_DURATION_LABELS[offer.plan.validityMonths]})`],
            ["link", offer.url],
          ]}
        />
      </Screen>
    );
  });
}

export function registerOffer(program: Command): void {
  program
    .command("offer")
    .description("the checkout type and plan a user is offered (plan offer rule)")
    .option("--feature-set <n>", "feature set of the plan held now (100, 150, 200, 250, 300, 400)")
    .option("--validity <months>", "validity of the plan held now (1, 3, 12, 24)")
    .option("--subscribed", "the user is subscribed")
    .option("--buy", "the caller asks for a plain buy instead of a quick buy")
    .option("--json", "print one JSON document")
    .action(async (opts: unknown) => offerCommand(opts));
}
