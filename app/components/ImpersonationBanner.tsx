// Shown on every page while staff impersonate a learner, with the way back. A plain form: it
// works without JavaScript, and the whole page reloads as the staff user's own session returns.
export function ImpersonationBanner({ text }: { text: string }) {
  return (
    <div className="banner banner-warning impersonation-banner" role="status" data-testid="impersonation-banner">
      <p>{text}</p>
      <form method="post" action="/api/user/impersonate">
        <input type="hidden" name="stop" value="1" />
        <button type="submit" className="button">
          Stop impersonating
        </button>
      </form>
    </div>
  );
}
