// POST /api/user/verify-sso {email} (docs/product/organizations.md#sso): whether the address's domain signs in
// through an organization's single sign-on, and where to go: `{ sso: true, url }` or `{ sso: false }`.
// A form post (the login page without JavaScript) is answered with the login page showing the
// organization's "Continue with single sign-on" link, or a toast when there is none.
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { emailSchema } from "~/engine/validation";
import { SSO_TEXTS, ssoForEmail } from "~/services/sso.server";
import { fieldErrors, methodNotAllowed, parseBody, safeRedirect, wantsJson } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

const verifySsoSchema = z.object({ email: emailSchema, ru: z.string().max(2048).optional() });

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const asJson = wantsJson(request);
  const parsed = await parseBody(request, verifySsoSchema);
  if (!parsed.ok) {
    if (asJson) return fieldErrors(parsed.errors);
    return redirectWithToast("/login", { status: "ERROR", text: parsed.errors.email ?? "Enter your work e-mail address." });
  }
  const ru = parsed.data.ru ? safeRedirect(parsed.data.ru, "/learn/home") : null;
  const answer = await ssoForEmail(parsed.data.email, ru);
  if (asJson) return json(answer.sso ? { sso: true, url: answer.url, organization: answer.organization } : { sso: false });
  if (!answer.sso)
    return redirectWithToast(ru ? `/login?${new URLSearchParams({ ru })}` : "/login", { status: "INFO", text: SSO_TEXTS.notForDomain });
  // A page with the link, not a redirect chain to the provider: a form's redirects off-site are
  // blocked by the form-action policy.
  return redirect(`/login?${new URLSearchParams({ sso: parsed.data.email, ...(ru ? { ru } : {}) })}`);
}
