// The edges shared by the /api/document/... routes: the key in the URL (of a document the viewer
// may read), the document_keys body of the count paths, and one reply for an action (JSON for fetchers and API callers; a plain
// form post is sent back to its page with a toast). Route code shared by those routes; the comments
// themselves are app/services/comments/.
import { json } from "@remix-run/node";
import { z } from "zod";
import { isDocumentKey, isParentKey } from "~/engine/comments";
import type { User } from "~/models/user.server";
import { documentAccess, type DocumentAccess } from "~/services/comments/documentAccess.server";
import { DOCUMENT_KEY_TEXT, type ActionResult } from "~/services/comments/documentComments.server";
import { badRequest, errorText, failureReply, parseBody, safeRedirect, wantsJson } from "./http.server";
import { redirectWithToast } from "./toast.server";

export function documentKeyParam(params: Record<string, string | undefined>): string {
  const key = params.key ?? "";
  if (!isDocumentKey(key)) badRequest(DOCUMENT_KEY_TEXT);
  return key;
}

/**
 * The URL's document key, for a viewer who may read that document; otherwise the answer the
 * document's own API gives (404 with its not-found text, 403 with the reader's sentence), thrown.
 */
export async function readableDocumentKey(request: Request, user: User, params: Record<string, string | undefined>): Promise<string> {
  const key = documentKeyParam(params);
  const access = await documentAccess(request, user, key);
  if (!access.ok) throw errorText(access.status, access.text, { headers: { "Cache-Control": "private, no-store" } });
  return key;
}

/** The refusal of an action on a document the viewer may not read, as an action's result. */
export const refusedAction = (access: Exclude<DocumentAccess, { ok: true }>): ActionResult => ({
  ok: false,
  status: access.status,
  text: access.text,
});

const KEYS_TEXT = "Send document_keys: a JSON list of 1 to 100 document keys.";
const keysSchema = z.object({
  document_keys: z.preprocess(
    (v) => {
      if (typeof v !== "string") return v;
      try {
        return JSON.parse(v);
      } catch {
        return undefined;
      }
    },
    z.array(z.string().max(300), { error: KEYS_TEXT }).min(1, KEYS_TEXT).max(100, KEYS_TEXT),
  ),
});

/** `document_keys` as JSON text (docs/product/learner-data.md#comments) or as a JSON list; every key checked. */
export async function readDocumentKeys(request: Request, parent: boolean): Promise<string[]> {
  const parsed = await parseBody(request, keysSchema);
  if (!parsed.ok) badRequest(parsed.errors);
  const keys = [...new Set(parsed.data.document_keys)];
  const bad = keys.find((k) => !(parent ? isParentKey(k) : isDocumentKey(k)));
  if (bad !== undefined) badRequest({ document_keys: `${DOCUMENT_KEY_TEXT} (${bad.slice(0, 80)})` });
  return keys;
}

/** Replies to a comment action: JSON, or for a form post a redirect to `redirectTo` with a toast. */
export async function commentActionReply(request: Request, raw: Record<string, unknown>, result: ActionResult) {
  const asForm = !wantsJson(request) && raw.respond !== "json" && typeof raw.redirectTo === "string";
  if (asForm) {
    const to = safeRedirect(raw.redirectTo, "/");
    const anchor = result.ok && result.commentId !== null ? `#comment-${result.commentId}` : "#comments";
    return redirectWithToast(`${to.split("#")[0]}${anchor}`, { status: result.ok ? "SUCCESS" : "ERROR", text: result.text }, { request });
  }
  if (!result.ok) return failureReply({ status: result.status, errorText: result.text, retryAfterMs: result.retryAfterMs });
  return json({ message: result.text, comment_id: result.commentId });
}

/** A form post's validation errors go back to the page as an error toast; JSON gets 400. */
export async function commentInputError(request: Request, raw: Record<string, unknown>, errors: Record<string, string>) {
  if (wantsJson(request) || raw.respond === "json" || typeof raw.redirectTo !== "string") return json({ errors }, { status: 400 });
  const text = Object.values(errors)[0] ?? "The comment could not be saved.";
  return commentActionReply(request, raw, { ok: false, status: 400, text });
}
