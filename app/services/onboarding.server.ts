// Onboarding (/onboarding, POST /api/user/user-onboard): the learner's name and phone (the rules
// of docs/product/accounts.md#onboarding) and what brings them here.
import type { z } from "zod";
import type { onboardingSchema } from "~/engine/accountSecurityForms";
import { saveOnboarding, type User } from "~/models/user.server";

export async function onboard(user: User, input: z.infer<typeof onboardingSchema>): Promise<User> {
  return saveOnboarding(user.id, { fullName: input.full_name, phone: input.phone, goal: input.goal });
}

/** Where a learner goes after onboarding, by what brought them. */
export const afterOnboarding = (goal: string) => (goal === "interview" ? "/interview-prep" : goal === "team" ? "/enterprise" : "/learn/home");
