// The learner's streak and weekly goal (docs/product/interview-prep.md#streaks), on the learn
// home and the coding roadmap: this week's progress next to the goal, and the weekly-goal modal,
// a state of the page (?dialog=weekly-goal) whose form posts to the page's action. An invalid
// choice comes back inside the modal (its form keeps the page state in its URL).
import { Link, Form, useLocation, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { Modal } from "~/components/Modal";
import {
  DEFAULT_WEEKLY_GOAL,
  STREAK_TEXTS,
  WEEKLY_GOAL_CHOICES,
  WEEKLY_GOAL_DIALOG,
  WEEKLY_GOAL_TEXTS,
  type Streak,
  type WeeklyProgress,
} from "~/engine/streaks";
import { dialogUrl } from "~/engine/routing";

type HabitsView = { streak: Streak; weekly: WeeklyProgress };

export function WeeklyGoalCard({ habits, error, index = false }: { habits: HabitsView; error?: string; index?: boolean }) {
  const location = useLocation();
  const open = new URLSearchParams(location.search).get("dialog") === WEEKLY_GOAL_DIALOG;
  const { weekly, streak } = habits;
  return (
    <section className="weekly-goal" aria-labelledby="weekly-goal-title">
      <div>
        <h2 id="weekly-goal-title">{WEEKLY_GOAL_TEXTS.heading}</h2>
        <p>
          {WEEKLY_GOAL_TEXTS.progress(weekly)}
          {weekly.goal === null ? ` · ${WEEKLY_GOAL_TEXTS.noGoal}` : null}
          {weekly.goal !== null ? (
            <>
              <br />
              <progress
                max={weekly.goal}
                value={Math.min(weekly.done, weekly.goal)}
                aria-label={`${weekly.done} of ${weekly.goal} problems this week`}
              />
            </>
          ) : null}
        </p>
        <p className="muted">
          {STREAK_TEXTS.summary(streak)}
          {streak.best > 0 ? ` · ${STREAK_TEXTS.best(streak.best)}` : ""}
        </p>
        {streak.best === 0 && weekly.done === 0 ? (
          <p className="muted" data-testid="habits-how-to">
            {STREAK_TEXTS.howToStart} <Link to="/interview-prep/coding">Go to the coding roadmap</Link>
          </p>
        ) : null}
      </div>
      <Link className="button button-small" to={dialogUrl(location, WEEKLY_GOAL_DIALOG)} preventScrollReset>
        {weekly.goal === null ? WEEKLY_GOAL_TEXTS.set : WEEKLY_GOAL_TEXTS.change}
      </Link>
      {open ? <WeeklyGoalModal goal={weekly.goal} error={error} closeTo={dialogUrl(location, null)} index={index} /> : null}
    </section>
  );
}

function WeeklyGoalModal({ goal, error, closeTo, index }: { goal: number | null; error?: string; closeTo: string; index: boolean }) {
  const location = useLocation();
  const busy = useNavigation().state === "submitting";
  const chosen = goal ?? DEFAULT_WEEKLY_GOAL;
  const first = useRef<HTMLInputElement>(null);
  const action = dialogUrl({ pathname: location.pathname }, WEEKLY_GOAL_DIALOG, { index });
  return (
    <Modal title={WEEKLY_GOAL_TEXTS.modalTitle} closeTo={closeTo} className="weekly-goal-modal" initialFocus={first}>
      <Form method="post" action={action} className="goal-form" preventScrollReset>
        <input type="hidden" name="intent" value="weekly-goal" />
        {error ? (
          <p className="form-error" role="alert" id="goal-error">
            {error}
          </p>
        ) : null}
        <fieldset className="goal-choices" aria-describedby={error ? "goal-error" : undefined}>
          <legend>{WEEKLY_GOAL_TEXTS.legend}</legend>
          {WEEKLY_GOAL_CHOICES.map((n) => (
            <label key={n} className="goal-choice">
              <input type="radio" name="problems_per_week" value={n} defaultChecked={n === chosen} ref={n === chosen ? first : undefined} />
              <span>
                <strong>{WEEKLY_GOAL_TEXTS.choice(n)}</strong>
                <span className="muted goal-hint">{WEEKLY_GOAL_TEXTS.hint(n)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="modal-actions">
          <Link className="button button-ghost" to={closeTo} preventScrollReset>
            Cancel
          </Link>
          <button type="submit" className="button" disabled={busy}>
            {WEEKLY_GOAL_TEXTS.save}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
