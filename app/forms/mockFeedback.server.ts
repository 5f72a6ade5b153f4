// The mock interview report's feedback form (docs/product/interview-prep.md#mock-interviews).
import { z } from "zod";
import { MOCK_INTERVIEW_TEXTS } from "~/engine/mockInterviews";

export const mockFeedbackSchema = z.object({
  intent: z.literal("feedback", { error: 'intent must be "feedback".' }),
  rating: z.coerce
    .number({ error: MOCK_INTERVIEW_TEXTS.feedbackRatingRequired })
    .int(MOCK_INTERVIEW_TEXTS.feedbackRatingRequired)
    .min(1, MOCK_INTERVIEW_TEXTS.feedbackRatingRequired)
    .max(5, MOCK_INTERVIEW_TEXTS.feedbackRatingRequired),
  feedback: z.string().trim().max(5000, MOCK_INTERVIEW_TEXTS.feedbackTooLong).optional(),
});
