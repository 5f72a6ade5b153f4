// The onboarding tour's one form (docs/product/interview-prep.md#onboarding-tour): Done or Skip.
import { z } from "zod";

export const tourFormSchema = z.object({ intent: z.literal("tour-done", { error: 'intent must be "tour-done".' }) });
