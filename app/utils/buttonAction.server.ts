// An API path that is also a button's form (a banner's Extend Trial, the billing page's auto-renew
// switch): JSON clients get JSON; the form, posted without JavaScript, goes back to the page it
// came from with a toast that says what happened. One place for the answer's shape, so that the
// paths say the same thing the same way (docs/product/shell.md#toasts-and-snackbars).
import { json } from "@remix-run/node";
import { z } from "zod";
import { failureReply, parseBody, safeRedirect, wantsJson } from "./http.server";
import { redirectWithToast } from "./toast.server";

/** The fields every such form may send besides its own: where to go back to, and `reply=json`. */
export const buttonFields = { redirectTo: z.string().max(2048).optional(), reply: z.string().max(8).optional() };

type Failure = Parameters<typeof failureReply>[0] & { ok: false; errorText: string };
export type ButtonOutcome = { ok: true; message: string; body: Record<string, unknown> } | Failure;

/**
 * Parses the body with `schema` (which includes `buttonFields`) and runs the change. JSON is the
 * answer for a JSON body or Accept, for `reply=json`, and for PUT when `putIsJson`; otherwise a
 * redirect to `redirectTo` (a same-site path, else `fallback`) with a success or error toast.
 * Bad input: 400 with the field errors, or the toast `invalidText`.
 */
export async function buttonAction<S extends z.ZodTypeAny>(
  request: Request,
  schema: S,
  opts: { fallback: string; invalidText: string; putIsJson?: boolean },
  run: (data: z.infer<S>) => Promise<ButtonOutcome>,
): Promise<Response> {
  const parsed = await parseBody(request, schema);
  const back = safeRedirect(parsed.raw.redirectTo, opts.fallback);
  const jsonReply = wantsJson(request) || parsed.raw.reply === "json" || (opts.putIsJson === true && request.method === "PUT");
  if (!parsed.ok)
    return jsonReply ? json({ errors: parsed.errors }, { status: 400 }) : redirectWithToast(back, { status: "ERROR", text: opts.invalidText });
  const result = await run(parsed.data);
  if (!result.ok) return jsonReply ? failureReply(result) : redirectWithToast(back, { status: "ERROR", text: result.errorText });
  if (jsonReply) return json({ message: result.message, ...result.body });
  return redirectWithToast(back, { status: "SUCCESS", text: result.message });
}
