// A page-action form of the organization admin area: a fetcher form with JavaScript (the page
// revalidates and the toast shows), a plain form post without it (the action redirects back with
// a toast, or re-renders the page with the error). Each form shows its own error.
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

export type OrgActionData = {
  errorText?: string;
  errors?: Record<string, string>;
  intent?: string;
  /** the change-role choice that was refused, so the role modal shows it again */
  role?: {
    role: string;
    admin_level: string | null;
    is_mentor: boolean;
    is_mentee: boolean;
    is_user_team_manager: boolean;
    is_onboarding_subscription_manager: boolean;
  };
};

export function OrgActionForm({
  intent,
  children,
  className,
  label,
  action,
}: {
  intent: string;
  children: ReactNode;
  className?: string;
  /** accessible name of the form */
  label: string;
  action?: string;
}) {
  const fetcher = useFetcher<OrgActionData>();
  const busy = fetcher.state !== "idle";
  const data = fetcher.data;
  const error = data?.errorText ?? (data?.errors ? Object.values(data.errors)[0] : undefined);
  // A form that went through (the action redirected: no data) starts empty again, so an
  // invitation cannot be sent twice by a second click; a refused one keeps what was typed.
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    // "loading" counts too: React may commit submitting and loading as one render, and an effect
    // that waited for "submitting" then missed the submission (the form kept the sent address).
    if (fetcher.state !== "idle") sent.current = true;
    else if (fetcher.state === "idle" && sent.current) {
      sent.current = false;
      if (!error) form.current?.reset();
    }
  }, [fetcher.state, error]);
  return (
    <fetcher.Form ref={form} method="post" action={action} className={className ?? "org-form"} aria-label={label} aria-busy={busy || undefined}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      {error && fetcher.state === "idle" ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
