// POST /api/user/impersonate {email or user_id, reason} (docs/product/accounts.md#impersonation): internal staff start
// viewing Codelift as a learner; everyone else gets the not-found answer of a staff page.
// Stopping: DELETE, or POST with a `stop` field (the banner's form, without JavaScript).
// JSON callers get JSON; a form post is answered with a redirect and a toast.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { IMPERSONATION_TEXTS, impersonateSchema, readImpersonation, startImpersonation, stopImpersonation } from "~/services/impersonation.server";
import { getUser, isStaff } from "~/utils/auth.server";
import { errorText, fieldErrors, methodNotAllowed, notFound, readBody, wantsJson } from "~/utils/http.server";
import { getSession } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { safeParseBody } from "~/utils/stringValuedBody";

const ALLOW = "POST, DELETE";

export const loader = () => methodNotAllowed(ALLOW);

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST" && request.method !== "DELETE") return methodNotAllowed(ALLOW);
  const asJson = wantsJson(request);
  const body = await readBody(request);
  if (request.method === "DELETE" || (body.stop !== undefined && body.stop !== "" && body.stop !== false)) return stop(request, asJson);

  const session = await getSession(request);
  if (readImpersonation(session)) return errorText(400, IMPERSONATION_TEXTS.already);
  const staff = await getUser(request);
  if (!staff || !isStaff(staff)) notFound();
  const parsed = safeParseBody(impersonateSchema, body);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
    return fieldErrors(errors);
  }
  const result = await startImpersonation(session, staff, parsed.data);
  if (!result.ok) return errorText(result.status, result.errorText);
  const headers = new Headers({ "Set-Cookie": result.setCookie });
  if (!asJson) return redirectWithToast("/learn/home", { status: "INFO", text: IMPERSONATION_TEXTS.started(result.target.fullName) }, { headers });
  return json(
    {
      impersonating: { user_id: result.target.id, email: result.target.email, full_name: result.target.fullName },
      impersonation_id: result.impersonationId,
    },
    { headers },
  );
}

async function stop(request: Request, asJson: boolean) {
  const result = await stopImpersonation(await getSession(request));
  if (!result.ok) {
    // Only staff learn that the path exists.
    if (!isStaff(await getUser(request))) notFound();
    return errorText(400, IMPERSONATION_TEXTS.notImpersonating);
  }
  const headers = new Headers();
  for (const c of result.setCookies) headers.append("Set-Cookie", c);
  if (asJson) return json({ impersonating: false, restored: result.restored, email: result.restored ? result.staffEmail : null }, { headers });
  if (!result.restored) return redirectWithToast("/login", { status: "INFO", text: IMPERSONATION_TEXTS.ownSessionEnded }, { headers });
  return redirectWithToast("/staff/impersonate", { status: "SUCCESS", text: IMPERSONATION_TEXTS.stopped }, { headers });
}
