// The edges the custom-action API paths share (docs/product/billing.md#custom-actions): the viewer (a
// signed-in user, staff or not), the action id of the path, and a service outcome as a JSON answer.
import { json } from "@remix-run/node";
import { z } from "zod";
import { CUSTOM_ACTION_TEXTS } from "~/engine/customActions";
import type { Viewer } from "~/services/billing/customActions.server";
import { isStaff, requireApiUser } from "./auth.server";
import { parseParams } from "./http.server";

/** The signed-in caller (401 otherwise) and whether they are staff. */
export async function requireViewer(request: Request): Promise<Viewer> {
  const user = await requireApiUser(request);
  return { user, isStaff: isStaff(user) };
}

const idParams = z.object({ id: z.string().min(1).max(64) });

/** The path's action id; anything malformed is the answer of an unknown action. */
export const actionIdOf = (params: unknown): string => parseParams(params, idParams, CUSTOM_ACTION_TEXTS.notFound).id;

/** A service outcome as the API's answer: its data, or its status and sentence; never cached. */
export function answer(outcome: { ok: true; data: unknown } | { ok: false; status: number; errorText: string }): Response {
  const headers = { "Cache-Control": "private, no-store" };
  return outcome.ok ? json(outcome.data, { headers }) : json({ errorText: outcome.errorText }, { status: outcome.status, headers });
}
