// Schemas of the path, module, plan, manager, mentor and flag routes (server-only: a page route holds no zod).
import { z } from "zod";

const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31);
const slug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9-]+$/);

export const PathParams = z.object({ slug });
export const ModulePageParams = z.object({ id, "*": z.string().max(200).optional() });
export const ModuleLessonParams = z.object({ moduleId: id, lessonId: id });
export const StandaloneParams = z.object({ authorId: id, moduleId: id });
export const PlanEditParams = z.object({ authorId: id, planId: id });
export const PlanPageParams = z.object({ planId: id });
export const PlanMenteeParams = z.object({ planId: id, menteeId: id });
export const OrgParams = z.object({ orgId: id });
export const OrgMenteeParams = z.object({ orgId: id, menteeId: id });
export const TaskMapParams = z.object({ org: id, author: id, collection: id, page: id, mentee: id });

export const LessonCompleteForm = z.object(
  { intent: z.literal("complete"), completed: z.enum(["true", "false"]).default("true") },
  { error: "Unknown action." },
);

const title = z.string().trim().min(1, "Give it a title.").max(120, "Keep the title under 120 characters.");
const contact = z
  .union([z.literal(""), id])
  .optional()
  .transform((v) => (v === "" || v === undefined ? null : v));

export const NewPlanForm = z.object({
  intent: z.literal("new-plan"),
  title,
  summary: z.string().trim().max(2000, "Keep the summary under 2000 characters.").default(""),
});

export const PlanEditForm = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("details"), title, summary: z.string().trim().max(2000, "Keep the summary under 2000 characters.").default("") }),
    z.object({ intent: z.literal("add-week"), title, contactUserId: contact }),
    z.object({ intent: z.literal("save-week"), weekId: id, title, contactUserId: contact }),
    z.object({ intent: z.literal("delete-week"), weekId: id }),
    z.object({
      intent: z.literal("add-item"),
      weekId: id,
      content: z.string().max(40),
      isOptional: z
        .enum(["on", "true"])
        .optional()
        .transform((v) => v !== undefined),
    }),
    z.object({ intent: z.literal("remove-item"), weekId: id, itemId: id }),
    z.object({ intent: z.literal("publish") }),
    z.object({ intent: z.literal("assign"), assignee: z.string().max(40), startDate: z.string().max(10), dueDate: z.string().max(10) }),
  ],
  { error: "Unknown action." },
);

export const FlagsForm = z.object({ flags: z.union([z.string(), z.array(z.string())]).optional() });
