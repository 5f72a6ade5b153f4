// Schemas of enterprise-trial.$token.tsx (server-only: a page route holds no zod, so zod stays out of the browser).
import { z } from "zod";
import { jobTitleSchema } from "~/services/organizations/trials.server";

export const acceptTrialSchema = z.object({ job_title: jobTitleSchema });
