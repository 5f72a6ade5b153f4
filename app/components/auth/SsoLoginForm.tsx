// "Continue with single sign-on": the learner types a work e-mail; POST /api/user/verify-sso says
// whether its domain signs in through an organization. With JavaScript the answer is read and the
// browser goes straight to the organization's sign-in; without, the form post comes back to the
// login page with the organization's link (`sso` below).
import { useState, type FormEvent } from "react";
import { apiFetch } from "~/utils/apiFetch";

export type SsoChoice = { organization: string; url: string; email: string } | null;

export function SsoLoginForm({ ru, choice }: { ru: string; choice: SsoChoice }) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setBusy(true);
    setMessage(null);
    try {
      const res = await apiFetch("/api/user/verify-sso", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ email, ru }),
      });
      const body = (await res.json()) as { sso?: boolean; url?: string; errors?: Record<string, string> };
      if (res.ok && body.sso && body.url) {
        window.location.assign(body.url);
        return;
      }
      setMessage(body.errors?.email ?? "Single sign-on is not set up for this e-mail address. Log in with your password.");
    } catch {
      setMessage("Single sign-on could not be checked. Please try again.");
    }
    setBusy(false);
  }

  if (choice)
    return (
      <div className="sso-choice" data-testid="sso-choice">
        <p>
          {choice.email} signs in through <strong>{choice.organization}</strong>.
        </p>
        <a className="button button-block" href={choice.url}>
          Continue with {choice.organization} single sign-on
        </a>
      </div>
    );

  return (
    <form method="post" action="/api/user/verify-sso" onSubmit={onSubmit} noValidate className="sso-form">
      <input type="hidden" name="ru" value={ru} />
      <div className="field">
        <label htmlFor="sso-email">Work email</label>
        <input id="sso-email" name="email" type="email" autoComplete="email" required />
      </div>
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      <button type="submit" className="button button-ghost button-block" disabled={busy}>
        {busy ? "Checking…" : "Continue with SSO"}
      </button>
    </form>
  );
}
