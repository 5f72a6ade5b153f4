// The weekly-goal modal's form, posted to the learn home, a roadmap page and its weekly plan
// (server-only: a page route holds no zod, so zod stays out of the browser).
import { z } from "zod";
import { isWeeklyGoal, WEEKLY_GOAL_TEXTS, type WeeklyGoal } from "~/engine";

export const weeklyGoalSchema = z.object({
  intent: z.literal("weekly-goal"),
  problems_per_week: z.coerce
    .number({ message: WEEKLY_GOAL_TEXTS.invalid })
    .refine(isWeeklyGoal, { message: WEEKLY_GOAL_TEXTS.invalid })
    .transform((n) => n as WeeklyGoal),
});

/** What the modal shows for a refused form (answered with 400; nothing is stored). */
type WeeklyGoalActionData = { intent: "weekly-goal"; errors: Record<string, string> };

export function weeklyGoalRefusal(errors: Record<string, string>): WeeklyGoalActionData {
  return { intent: "weekly-goal", errors: { problems_per_week: errors.problems_per_week ?? errors.intent ?? WEEKLY_GOAL_TEXTS.invalid } };
}
