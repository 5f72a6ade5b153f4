// The forms of a project page (docs/product/hands-on.md#projects): the view mode of the query and
// the actions (save, run the checks, create a file, reset after the confirmation).
import { z } from "zod";
import { PROJECT_VIEW_MODES, type ProjectViewMode } from "~/engine/projects";

export function viewMode(value: string | null, allowed: boolean): ProjectViewMode {
  if (!allowed) return "view";
  const parsed = z.enum(PROJECT_VIEW_MODES).safeParse(value);
  return parsed.success ? parsed.data : "edit";
}

export const projectActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), file: z.string().max(200), code: z.string().max(200_000) }),
  z.object({ intent: z.literal("run"), file: z.string().max(200).optional(), code: z.string().max(200_000).optional() }),
  z.object({ intent: z.literal("create"), name: z.string().max(200) }),
  z.object({ intent: z.literal("reset"), confirm: z.literal("yes") }),
]);
