// /enterprise-invite/{token}: an invitation to an organization (the mailed link). Anyone holding
// the link sees who invited them to what; accepting needs a session with the verified e-mail the
// invitation was sent to. New people sign up first and come back here (/signup?ru=…).
import { AppLink } from "~/components/AppLink";
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormMessage } from "~/components/auth/fields";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { INVITE_TEXTS } from "~/engine/organizations";
import { acceptInvitation, findInvitation } from "~/services/organizations/invitations.server";
import { getUser, requireUser } from "~/utils/auth.server";
import { notFound } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const invitation = await findInvitation(params.token ?? "");
  if (!invitation) notFound(INVITE_TEXTS.unknown);
  const user = await getUser(request);
  const here = new URL(request.url).pathname;
  return json({
    invitation: {
      organizationName: invitation.organizationName,
      inviterName: invitation.inviterName,
      email: invitation.email,
      role: invitation.role,
      withSeat: invitation.withSeat,
      state: invitation.state,
    },
    viewer: user ? { email: user.email, verified: user.verified } : null,
    here,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const result = await acceptInvitation(user, params.token ?? "");
  if (!result.ok) return json({ errorText: result.errorText }, { status: result.status });
  const to = result.role === "Admin" || result.role === "Manager" ? `/enterprise-dashboard/${result.organizationId}` : "/learn/home";
  return redirectWithToast(to, { status: "SUCCESS", text: result.message });
}

export default function EnterpriseInvite() {
  const { invitation, viewer, here } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const ru = encodeURIComponent(here);
  const sameEmail = viewer && viewer.email.toLowerCase() === invitation.email.toLowerCase();
  return (
    <section className="card auth-card" aria-labelledby="invite-title">
      <h1 id="invite-title">Join {invitation.organizationName}</h1>
      <p>
        {invitation.inviterName} invited <strong>{invitation.email}</strong> to join {invitation.organizationName} on Codelift as {invitation.role}
        {invitation.withSeat ? ", with a seat" : ""}.
      </p>
      {invitation.state === "expired" ? (
        <p className="form-error" role="alert">
          {INVITE_TEXTS.expired}
        </p>
      ) : invitation.state === "used" ? (
        <p className="form-error" role="alert">
          {INVITE_TEXTS.used}
        </p>
      ) : !viewer ? (
        <p className="auth-links">
          <AppLink className="button" to={`/login?ru=${ru}`}>
            Log in to accept
          </AppLink>
          <AppLink to={`/signup?ru=${ru}`}>New to Codelift? Create an account with {invitation.email}</AppLink>
        </p>
      ) : (
        <Form method="post">
          <FormMessage error={result?.errorText} />
          {!sameEmail ? (
            <p className="muted">
              You are logged in as {viewer.email}. {INVITE_TEXTS.wrongEmail(invitation.email)}
            </p>
          ) : !viewer.verified ? (
            <p className="muted">{INVITE_TEXTS.unverified}</p>
          ) : null}
          <button type="submit" className="button button-block" disabled={busy}>
            {busy ? "Joining…" : `Accept and join ${invitation.organizationName}`}
          </button>
        </Form>
      )}
    </section>
  );
}

// The link carries the token: it never leaves in a Referer to another site (same-origin, not
// no-referrer: a form post must still carry its Origin for the cross-site check).
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

export const meta: MetaFunction = () => [{ title: "Your invitation · Codelift" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
