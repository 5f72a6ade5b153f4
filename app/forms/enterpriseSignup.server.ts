// Schemas of enterprise-signup.$token.tsx (server-only: a page route holds no zod, so zod stays out of the browser).
import { z } from "zod";
import { signUpSchema } from "~/engine/accounts";
import { jobTitleSchema } from "~/services/organizations/trials.server";

export const formSchema = z.object({ full_name: signUpSchema.shape.full_name, password: signUpSchema.shape.password, job_title: jobTitleSchema });
