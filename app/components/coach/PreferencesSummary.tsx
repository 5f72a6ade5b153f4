import { AppLink } from "~/components/AppLink";
import { languageName } from "~/engine/coachPreferences";
import type { ContextView } from "~/services/coach/viewer.server";
import { formatDate } from "./format";

/** The learner's preferences in one line, with the way to change them. */
export function PreferencesSummary({ context, loggedIn }: { context: ContextView; loggedIn: boolean }) {
  return (
    <div className="prefs-summary" aria-label="Your interview preferences">
      <dl className="prefs-chips">
        <div>
          <dt>Company</dt>
          <dd>{context.company}</dd>
        </div>
        <div>
          <dt>Language</dt>
          <dd>{languageName(context.lang)}</dd>
        </div>
        <div>
          <dt>Position</dt>
          <dd>{context.position}</dd>
        </div>
        <div>
          <dt>Interview</dt>
          <dd>
            {context.interviewDate
              ? `${formatDate(context.interviewDate)} (${context.daysToInterview} days)`
              : `in ${context.daysToInterview} days (default)`}
          </dd>
        </div>
      </dl>
      <p className="prefs-summary-actions">
        <AppLink to="/interview-prep/preferences" className="button button-small button-ghost">
          {context.saved ? "Change preferences" : "Set your preferences"}
        </AppLink>
        {!context.saved ? <span className="muted">Defaults apply until you save yours.</span> : null}
        {context.saved && !loggedIn ? <span className="muted">Saved in this browser; log in to keep them on your account.</span> : null}
      </p>
    </div>
  );
}
