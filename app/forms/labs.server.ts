// The forms of a cloud-lab page (docs/product/cloud-labs.md#the-lab-page): start, extend, end, run one
// command, check the steps.
import { z } from "zod";
import { LAB_COMMAND_MAX_CHARS } from "~/engine/labs";

export const labActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start") }),
  z.object({ intent: z.literal("extend") }),
  z.object({ intent: z.literal("end") }),
  z.object({ intent: z.literal("check") }),
  z.object({ intent: z.literal("run"), command: z.string().trim().min(1).max(LAB_COMMAND_MAX_CHARS) }),
]);
