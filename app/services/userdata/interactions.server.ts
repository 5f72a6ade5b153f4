// Field rules shared by the interaction paths (live and interview-prep).
import { z } from "zod";
import { INTERACTION_MAP_MAX_CHARS } from "~/engine/userData";

export const shortText = (name: string) =>
  z
    .string({ error: `${name} must be text.` })
    .max(200, `${name} is too long (200 characters at most).`)
    .optional();

export const boolField = (name: string) =>
  z
    .union([z.boolean(), z.enum(["true", "false"])], { error: `${name} must be true or false.` })
    .optional()
    .transform((v) => v === true || v === "true");

/** interaction_map: a JSON object, sent as an object or as JSON text; stored as JSON text. */
export const interactionMapField = z.unknown().transform((v, ctx) => {
  let value = v;
  if (typeof v === "string") {
    try {
      value = JSON.parse(v);
    } catch {
      ctx.addIssue({ code: "custom", message: "interaction_map must be a JSON object." });
      return z.NEVER;
    }
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    ctx.addIssue({ code: "custom", message: "interaction_map must be a JSON object." });
    return z.NEVER;
  }
  const text = JSON.stringify(value);
  if (text.length > INTERACTION_MAP_MAX_CHARS) {
    ctx.addIssue({ code: "custom", message: `interaction_map is too large (${INTERACTION_MAP_MAX_CHARS / 1024} KB at most).` });
    return z.NEVER;
  }
  return text;
});
