// Schemas of enterprise-dashboard.$orgId._index.tsx (server-only: a page route holds no zod, so zod stays out of the browser).
import { z } from "zod";
import { ADMIN_LEVEL_VALUES, ENTERPRISE_ROLES } from "~/engine/organizations";

export const Params = z.object({
  orgId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});

export const id = z.coerce
  .number({ message: "Choose one." })
  .int()
  .positive()
  .max(2 ** 31);

const optionalId = z.preprocess((v) => (v === "" || v === undefined || v === "none" ? null : v), id.nullable());

export const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === "1" || v === true, z.boolean());

export const ActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("invite"),
    email: z.string().trim().toLowerCase().email("Enter a valid e-mail address.").max(254),
    role: z.enum(ENTERPRISE_ROLES, { message: "Choose Admin, Manager, Member or Non-Paid Member." }),
    subscription_id: optionalId,
    team_id: optionalId,
  }),
  z.object({ intent: z.literal("assign-seat"), user_id: id, subscription_id: id }),
  z.object({ intent: z.literal("revoke-seat"), user_id: id }),
  z.object({
    intent: z.literal("change-role"),
    user_id: id,
    role: z.enum(ENTERPRISE_ROLES, { message: "Choose Admin, Manager, Member or Non-Paid Member." }),
    admin_level: z.preprocess((v) => (v === "" ? undefined : v), z.enum(ADMIN_LEVEL_VALUES).optional()),
    is_mentor: checkbox,
    is_mentee: checkbox,
    is_user_team_manager: checkbox,
    is_onboarding_subscription_manager: checkbox,
  }),
  z.object({ intent: z.literal("remove"), user_id: id }),
  z.object({
    intent: z.literal("create-team"),
    name: z.string().trim().min(1, "Name the team.").max(80, "Use at most 80 characters."),
    subscription_id: optionalId,
  }),
  z.object({ intent: z.literal("set-team"), user_id: id, team_id: optionalId }),
  z.object({ intent: z.literal("pair-mentor"), mentor_id: id, mentee_id: id }),
  z.object({ intent: z.literal("unpair-mentor"), mentor_id: id, mentee_id: id }),
]);
