// Schema of checkout.paypal.$attemptId.tsx (server-only: a page route holds no zod).
import { z } from "zod";

export const paypalDecisionSchema = z.object({
  intent: z.enum(["confirm", "abandon"], { error: "Choose whether to pay with PayPal or another way." }),
});
