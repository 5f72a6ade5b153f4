// POST /api/session {intent}: the browser's side of the session idle limit (docs/product/accounts.md#session-idle;
// docs/decisions/0022-session-idle.md).
// - keepalive: the learner is active on the page (input, or "Resume Session"): the request itself
//   records the activity now (past the once-a-minute throttle of other requests); answers the limits.
//   401 when the session has already ended.
// - expire: the page's idle timer ran out: the session ends now (also when it had already ended,
//   so the answer is always 200), and its cookie is cleared.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { SESSION_IDLE_MS, SESSION_WARNING_TIMES_S } from "~/engine/constants";
import { readImpersonation, stopImpersonation } from "~/services/impersonation.server";
import { endSession, requireApiUser } from "~/utils/auth.server";
import { badRequest, methodNotAllowed, parseBody } from "~/utils/http.server";
import { getSession, recordSessionActivity } from "~/utils/session.server";

const bodySchema = z.object({
  intent: z.enum(["keepalive", "expire"], { error: "Say what to do with the session (intent: keepalive or expire)." }),
});

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = await parseBody(request, bodySchema);
  if (!parsed.ok) badRequest(parsed.errors);
  const noStore = { "Cache-Control": "no-store" };
  if (parsed.data.intent === "expire") {
    // An impersonation that idles out is ended (and recorded) as a logout ends it.
    const session = await getSession(request);
    const cleared = readImpersonation(session) ? await stopImpersonation(session) : null;
    const cookie = cleared?.ok ? cleared.setCookies.find((c) => /Expires=Thu, 01 Jan 1970/i.test(c)) : undefined;
    return json({ expired: true }, { headers: { ...noStore, "Set-Cookie": cookie ?? (await endSession(request)) } });
  }
  await requireApiUser(request);
  await recordSessionActivity(request);
  return json(
    { active: true, idle_ms: SESSION_IDLE_MS, warning_after_ms: SESSION_WARNING_TIMES_S[1] * 1000, warning_ms: SESSION_WARNING_TIMES_S[0] * 1000 },
    { headers: noStore },
  );
}
