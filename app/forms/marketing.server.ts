// Schemas of the marketing, blog, answers and student pages (server-only: a page route holds no
// zod, so zod stays out of the browser).
import { z } from "zod";
import { INTERVIEW_LANDINGS } from "~/engine/marketingCopy";
import { isMarketingUrlKey } from "~/engine/seo";

export const answerParamsSchema = z.object({ slug: z.string().refine(isMarketingUrlKey) });
export const answerTagsSchema = z.array(z.string()).catch([]);
export const blogParamsSchema = z.object({ slug: z.string().refine(isMarketingUrlKey) });
export const studentTokenParamsSchema = z.object({ token: z.string().regex(/^[\w-]{20,100}$/) });
export const landingParamsSchema = z.object({ landing: z.enum(INTERVIEW_LANDINGS) });
export const marketingPageParamsSchema = z.object({ marketingPageUrl: z.string().refine(isMarketingUrlKey) });
