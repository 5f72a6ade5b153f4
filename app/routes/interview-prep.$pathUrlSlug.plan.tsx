import { AppLink } from "~/components/AppLink";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { COACH_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { formatDate, plural } from "~/components/coach/format";
import { levelTone } from "~/components/coach/ProgressPicture";
import { NOT_FOUND_META, pageMeta } from "~/components/catalog/meta";
import { loginRedirectPath } from "~/engine/routing";
import { requirePath } from "~/services/coach/common.server";
import { requirePathAccess } from "~/services/organizations/access.server";
import { pathSlugKey } from "~/services/coach/params.server";
import { isPlannable, saveTocMetadata } from "~/services/coach/path.server";
import { patternSummaries, weeklyPlanFor } from "~/services/coach/progress.server";
import { coachViewer } from "~/services/coach/viewer.server";
import { requireUser } from "~/utils/auth.server";
import { parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { CHOOSE_FROM_LIST, planFormSchema } from "~/forms/coachPlan.server";
import { WeeklyGoalCard } from "~/components/coach/WeeklyGoal";
import { WEEKLY_GOAL_DIALOG, WEEKLY_GOAL_TEXTS } from "~/engine/streaks";
import { coachHabits, setWeeklyGoal } from "~/services/coach/habits.server";
import { weeklyGoalRefusal, weeklyGoalSchema } from "~/forms/weeklyGoal.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = pathSlugKey(params);
  const path = await requirePath({ slug });
  const { user } = await coachViewer(request);
  // A path the member's organizations do not grant answers 403 with the sentence.
  await requirePathAccess(request, user, path);
  const cookieHeader = request.headers.get("Cookie");
  const [plan, summaries] = await Promise.all([
    weeklyPlanFor(user?.id ?? null, { slug }, { cookieHeader }),
    patternSummaries(user?.id ?? null, { slug }, { cookieHeader }),
  ]);
  const view = (s: (typeof summaries)[number]) => ({
    id: s.id,
    name: s.name,
    slug: s.slug,
    link: s.first_lesson_link,
    problems: s.problems.length,
    attempted: s.attempted,
    score: s.score,
    level: s.level,
    complete: s.complete,
    included: s.included,
  });
  const weeks = plan.buckets.slice(0, -1);
  // The learner's weekly goal and streak beside the plan (coding roadmaps).
  const habits = user && summaries.some((s) => s.problems.length > 0) ? await coachHabits(user.id) : null;
  return json({
    habits,
    path: { slug: path.slug, title: path.title },
    loggedIn: !!user,
    loginHref: loginRedirectPath(`/interview-prep/${path.slug}/plan`),
    interviewDate: plan.interviewDate,
    daysToInterview: plan.daysToInterview,
    weeks: weeks.map((b) => b.map(view)),
    // the engine's trailing empty bucket: the interview itself
    hasFinish: plan.buckets.length > weeks.length,
    chosenCount: plan.included_items.length,
    modules: summaries.filter((s) => isPlannable({ title: s.name })).map(view),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const slug = pathSlugKey(params);
  const user = await requireUser(request);
  await requirePathAccess(request, user, await requirePath({ slug }));
  // The weekly-goal modal posts here with its page state in the URL.
  if (new URL(request.url).searchParams.get("dialog") === WEEKLY_GOAL_DIALOG) {
    const parsed = await parseForm(request, weeklyGoalSchema);
    if (!parsed.ok) return json(weeklyGoalRefusal(parsed.errors), { status: 400 });
    await setWeeklyGoal(user.id, parsed.data.problems_per_week);
    return redirectWithToast(`/interview-prep/${slug}/plan`, { status: "SUCCESS", text: WEEKLY_GOAL_TEXTS.saved(parsed.data.problems_per_week) });
  }
  const parsed = await parseForm(request, planFormSchema);
  // Errors are shown above the form (page data, not an error page).
  if (!parsed.ok) return json({ errorText: CHOOSE_FROM_LIST }, { status: 400 });
  let items = parsed.data.module;
  if (parsed.data.intent === "all") {
    items = (await patternSummaries(user.id, { slug })).filter((s) => isPlannable({ title: s.name })).map((s) => s.id);
  } else if (items.length === 0) {
    return json({ errorText: "Choose at least one module for your plan." }, { status: 400 });
  }
  await saveTocMetadata(user.id, { slug }, items);
  return redirectWithToast(
    `/interview-prep/${slug}/plan`,
    { status: "SUCCESS", text: `Your plan is saved: ${plural(items.length, "module")}.` },
    { request },
  );
}

export default function WeeklyPlan() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // The plan form's refusal, or the weekly-goal modal's.
  const result = answer && "errorText" in answer ? answer : undefined;
  const goalError = answer && "errors" in answer ? answer.errors.problems_per_week : undefined;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  return (
    <div className="coach-page plan-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <AppLink to="/interview-prep">Interview prep</AppLink>
          </li>
          <li>
            <AppLink to={`/interview-prep/${data.path.slug}`}>{data.path.title}</AppLink>
          </li>
          <li aria-current="page">Weekly plan</li>
        </ol>
      </nav>
      <header className="path-header">
        <h1>Your weekly plan</h1>
        <p className="coach-lede">
          {data.interviewDate
            ? `Your interview is on ${formatDate(data.interviewDate)}: ${data.daysToInterview} days from today.`
            : `No interview date set, so the plan spans ${data.daysToInterview} days.`}{" "}
          {plural(data.chosenCount, "module")} in {plural(data.weeks.length, "week")}.
        </p>
        <p className="path-links">
          <AppLink
            className="button button-ghost"
            to={`/interview-prep/preferences?ru=${encodeURIComponent(`/interview-prep/${data.path.slug}/plan`)}`}
          >
            Change the interview date
          </AppLink>
          <AppLink className="button button-ghost" to={`/interview-prep/${data.path.slug}`}>
            Back to {data.path.title}
          </AppLink>
        </p>
      </header>

      {data.habits ? <WeeklyGoalCard habits={data.habits} error={goalError} /> : null}

      <div className="plan-layout">
        <section aria-labelledby="weeks-title" className="plan-weeks">
          <h2 id="weeks-title">Week by week</h2>
          <ol className="week-list">
            {data.weeks.map((week, i) => (
              <li key={i} className="week-card">
                <h3 className="week-title">
                  Week {i + 1} <span className="muted">· {plural(week.length, "module")}</span>
                </h3>
                {week.length ? (
                  <ul className="week-modules">
                    {week.map((m) => (
                      <li key={m.id} className={`week-module ${levelTone(m.attempted, m.level)}`}>
                        <span className="week-dot" aria-hidden="true" />
                        {m.link ? <AppLink to={m.link}>{m.name}</AppLink> : m.name}
                        <span className="muted week-module-meta">
                          {m.problems ? plural(m.problems, "problem") : ""}
                          {m.complete ? " · complete" : m.attempted ? ` · ${m.level}, pattern score ${m.score}` : ""}
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="muted">Nothing planned this week.</p>
                )}
              </li>
            ))}
            {data.hasFinish ? (
              <li className="week-card week-finish">
                <h3 className="week-title">Interview day</h3>
                <p className="muted">Nothing new: review what you found hardest, and rest.</p>
              </li>
            ) : null}
          </ol>
        </section>

        <section aria-labelledby="choose-title" className="card plan-choose">
          <h2 id="choose-title">Modules in your plan</h2>
          <p className="muted">Only the modules you tick appear in the weeks. Conclusion modules are never planned.</p>
          {result?.errorText ? (
            <p className="form-error" role="alert">
              {result.errorText}
            </p>
          ) : null}
          {data.loggedIn ? null : (
            <p className="notice">
              <AppLink to={data.loginHref}>Log in</AppLink> to choose the modules of your plan.
            </p>
          )}
          <Form
            method="post"
            className="plan-form"
            key={data.modules
              .filter((m) => m.included)
              .map((m) => m.id)
              .join(",")}
          >
            <fieldset disabled={!data.loggedIn}>
              <legend className="visually-hidden">Modules in your plan</legend>
              <ul className="plan-checkboxes">
                {data.modules.map((m) => (
                  <li key={m.id}>
                    <input type="checkbox" id={`m-${m.id}`} name="module" value={m.id} defaultChecked={m.included} />
                    <label htmlFor={`m-${m.id}`}>{m.name}</label>
                  </li>
                ))}
              </ul>
              <div className="plan-actions">
                <button type="submit" name="intent" value="save" className="button" disabled={saving}>
                  {saving ? "Saving…" : "Save plan"}
                </button>
                <button type="submit" name="intent" value="all" className="button button-ghost" disabled={saving}>
                  Include every module
                </button>
              </div>
            </fieldset>
          </Form>
        </section>
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data ? pageMeta({ title: `Weekly plan · ${data.path.title}`, noindex: true }, { matches, location }) : NOT_FOUND_META;

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={COACH_LINKS} />;
}
