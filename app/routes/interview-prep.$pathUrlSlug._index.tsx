import { AppLink } from "~/components/AppLink";
import { Icon } from "~/components/ui/Icon";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { WeeklyGoalCard } from "~/components/coach/WeeklyGoal";
import { coachHabits, setWeeklyGoal } from "~/services/coach/habits.server";
import { weeklyGoalRefusal, weeklyGoalSchema } from "~/forms/weeklyGoal.server";
import { WEEKLY_GOAL_TEXTS } from "~/engine/streaks";
import { parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireUser } from "~/utils/auth.server";
import { COACH_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { NextStepCard } from "~/components/coach/NextStepCard";
import { PatternOutline, type PatternSummaryView } from "~/components/coach/PatternOutline";
import { PreferencesSummary } from "~/components/coach/PreferencesSummary";
import { levelTone, ProgressPicture, type ProgressTile } from "~/components/coach/ProgressPicture";
import { plural } from "~/components/coach/format";
import { pageMeta, NOT_FOUND_META } from "~/components/catalog/meta";
import { lessonKind } from "~/engine";
import { loginRedirectPath } from "~/engine/routing";
import { loadCoachPathContent } from "~/models/coachPathContent.server";
import { listVisitedPages } from "~/models/coachState.server";
import { coachLessonPath, patternKey } from "~/engine/coachProgress";
import { requirePath } from "~/services/coach/common.server";
import { CommentCount } from "~/components/catalog/Toc";
import { interviewPrepDocumentKey } from "~/engine/comments";
import { commentCountsByLink } from "~/services/comments/documentComments.server";
import { requirePathAccess } from "~/services/organizations/access.server";
import { pathSlugKey } from "~/services/coach/params.server";
import { nextStepFor, patternSummaries, type PatternSummary } from "~/services/coach/progress.server";
import { openSolutions } from "~/services/coach/solutions.server";
import { coachViewer, contextView } from "~/services/coach/viewer.server";
import { featureFlagsFor } from "~/services/featureFlags.server";

/** The page slug at the end of a coach link (/interview-prep/{path}/{page}). */
const lastSegment = (link: string) => decodeURIComponent(link.split("?")[0]!.split("/").pop() ?? "");

/**
 * What this page shows of a pattern summary: the outline's and the progress picture's fields, not
 * the row ids, slugs and id links of the summary's other readers (the weekly plan, the API). The
 * loader data is written into the page (and parsed by the browser) whole: on the coding path
 * those fields were 18 KB of its 218 KB.
 */
function outlineView(s: PatternSummary): PatternSummaryView {
  return {
    id: s.id,
    name: s.name,
    slug: s.slug,
    description: s.description,
    attempted: s.attempted,
    score: s.score,
    level: s.level,
    complete: s.complete,
    first_lesson_link: s.first_lesson_link,
    last_interacted_problem: s.last_interacted_problem && { name: s.last_interacted_problem.name, link: s.last_interacted_problem.link },
    frequency: s.frequency,
    skipped: s.skipped,
    skipped_count: s.skipped_count,
    included: s.included,
    problems: s.problems.map((p) => ({
      id: p.id,
      name: p.name,
      difficulty: p.difficulty,
      correctness_percent: p.correctness_percent,
      time: p.time,
      runtime: p.runtime,
      submission_count: p.submission_count,
      attempted: p.attempted,
      problem_link: p.problem_link,
      solution_link: p.solution_link,
      isSkipped: p.isSkipped,
    })),
  };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = pathSlugKey(params);
  const path = await requirePath({ slug });
  const { user, context } = await coachViewer(request);
  // A path the member's organizations do not grant answers 403 with the sentence.
  await requirePathAccess(request, user, path);
  const cookieHeader = request.headers.get("Cookie");
  const userId = user?.id ?? null;
  const [summaries, next, content, visits, flags] = await Promise.all([
    patternSummaries(userId, { slug }, { cookieHeader }),
    nextStepFor(userId, { slug }, { cookieHeader }),
    loadCoachPathContent(path),
    userId ? listVisitedPages(userId) : Promise.resolve([]),
    featureFlagsFor(user),
  ]);
  const coding = summaries.some((s) => s.problems.length > 0);
  // The streak and weekly goal of a logged-in learner, on coding roadmaps.
  const habits = coding && userId ? await coachHabits(userId) : null;
  // No spoilers: a solution link asks first until its problem is submitted or revealed.
  const open = coding
    ? await openSolutions(
        request,
        userId,
        summaries.flatMap((s) => s.problems.map((p) => p.id)),
      )
    : new Set<number>();
  const visited = new Set(visits.map((v) => v.pageRowId));
  // Lesson roadmaps: every module's lessons, marked read once visited (a coding roadmap lists its patterns instead).
  const modules = (coding ? [] : content.modules).map((m) => ({
    id: patternKey(m.authorId, m.collectionId),
    slug: m.slug,
    title: m.title,
    summary: m.summary,
    lessons: m.pages.map((p) => ({
      title: p.title,
      link: coachLessonPath(path.slug, p.slug),
      read: visited.has(p.rowId),
      kind: lessonKind(p.title),
    })),
  }));
  const firstUnread = coding ? null : (modules.flatMap((m) => m.lessons).find((l) => !l.read) ?? null);
  const current = next.pattern ? summaries.find((s) => s.id === next.pattern!.id) : undefined;
  const lastProblem = current?.last_interacted_problem ?? summaries.find((s) => s.last_interacted_problem)?.last_interacted_problem ?? null;
  // Lesson roadmaps have no problems: the lesson read most recently stands in.
  const pages = new Map(
    (coding ? [] : content.modules).flatMap((m) =>
      m.pages.map((p) => [p.rowId, { name: p.title, link: coachLessonPath(path.slug, p.slug) }] as const),
    ),
  );
  const lastVisit = visits.filter((v) => pages.has(v.pageRowId)).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const lastInteracted = coding ? lastProblem : lastVisit ? pages.get(lastVisit.pageRowId)! : null;
  // Discussion threads per lesson or problem page (logged-in readers, like the comments themselves).
  const commentCounts = user
    ? await commentCountsByLink(
        coding
          ? summaries.flatMap((s) =>
              s.problems.map((p) => ({ link: p.problem_link, key: interviewPrepDocumentKey(path.slug, lastSegment(p.problem_link)) })),
            )
          : content.modules.flatMap((m) =>
              m.pages.map((p) => ({ link: coachLessonPath(path.slug, p.slug), key: interviewPrepDocumentKey(path.slug, p.slug) })),
            ),
      )
    : null;
  return json({
    habits,
    commentCounts,
    path: { slug: path.slug, title: path.title, summary: path.summary },
    coding,
    loggedIn: !!user,
    loginHref: loginRedirectPath(`/interview-prep/${path.slug}`),
    context: contextView(context),
    summaries: coding ? summaries.filter((s) => s.problems.length > 0).map(outlineView) : [],
    modules,
    next,
    firstUnread: firstUnread ? { title: firstUnread.title, link: firstUnread.link } : null,
    currentPatternId: next.pattern?.id ?? null,
    lastInteracted,
    openSolutions: [...open],
    // A coding roadmap offers the timed mock interview when the mock_interview_on_roadmap flag is on
    // for the viewer (docs/product/feature-flags.md#the-coachs-flags).
    mockInterviewOnRoadmap: coding && flags.mock_interview_on_roadmap === true,
  });
}

/** The weekly-goal modal's form (the one action of this page); the roadmap must exist. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const path = await requirePath({ slug: pathSlugKey(params) });
  const parsed = await parseForm(request, weeklyGoalSchema);
  if (!parsed.ok) return json(weeklyGoalRefusal(parsed.errors), { status: 400 });
  await setWeeklyGoal(user.id, parsed.data.problems_per_week);
  return redirectWithToast(`/interview-prep/${path.slug}`, { status: "SUCCESS", text: WEEKLY_GOAL_TEXTS.saved(parsed.data.problems_per_week) });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

function codingTiles(data: Data): ProgressTile[] {
  return data.summaries.map((s) => ({
    anchor: `pattern-${s.slug}`,
    title: s.name,
    percent: s.attempted ? s.score : 0,
    center: s.attempted ? String(s.score) : "–",
    caption: s.complete ? "Complete" : s.attempted ? s.level : "Not started",
    tone: levelTone(s.attempted, s.level),
    complete: s.complete,
    label: s.attempted ? `${s.name}: score ${s.score}, ${s.level}${s.complete ? ", complete" : ""}` : `${s.name}: not started`,
  }));
}

function lessonTiles(data: Data): ProgressTile[] {
  return data.modules.map((m) => {
    const read = m.lessons.filter((l) => l.read).length;
    const pct = m.lessons.length ? Math.round((100 * read) / m.lessons.length) : 0;
    return {
      anchor: `module-${m.slug}`,
      title: m.title,
      percent: pct,
      center: `${pct}%`,
      caption: `${read} of ${m.lessons.length} read`,
      tone: read === 0 ? "level-none" : read === m.lessons.length ? "level-expert" : "level-advanced",
      complete: m.lessons.length > 0 && read === m.lessons.length,
      label: `${m.title}: ${read} of ${m.lessons.length} lessons read`,
    };
  });
}

function LessonModules({ data }: { data: Data }) {
  return (
    <ol className="module-list">
      {data.modules.map((m, i) => {
        const read = m.lessons.filter((l) => l.read).length;
        return (
          <li key={m.id} id={`module-${m.slug}`} className="module-card">
            <h3 className="module-title">
              <span className="module-number">Module {i + 1}</span> {m.title}
            </h3>
            <p className="muted module-summary">{m.summary}</p>
            <p className="module-meta">
              {plural(m.lessons.length, "lesson")}
              {data.loggedIn ? ` · ${read} read` : ""}
            </p>
            <ol className="module-lessons">
              {m.lessons.map((l) => (
                <li key={l.link} className={l.read ? "lesson-read" : undefined}>
                  <span className="lesson-mark" aria-hidden="true">
                    <Icon name={l.read ? "check" : "circle"} />
                  </span>
                  <AppLink to={l.link}>{l.title}</AppLink>
                  <CommentCount n={data.commentCounts?.[l.link]} />
                  {l.read ? <span className="visually-hidden"> (read)</span> : null}
                </li>
              ))}
            </ol>
          </li>
        );
      })}
    </ol>
  );
}

export default function PathOverview() {
  const data = useLoaderData<typeof loader>();
  const goal = useActionData<typeof action>();
  const tiles = data.coding ? codingTiles(data) : lessonTiles(data);
  const done = tiles.filter((t) => t.complete).length;
  return (
    <div className="coach-page path-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <AppLink to="/interview-prep">Interview prep</AppLink>
          </li>
          <li aria-current="page">{data.path.title}</li>
        </ol>
      </nav>
      <header className="path-header">
        <h1>{data.path.title}</h1>
        <p className="coach-lede">{data.path.summary}</p>
        <p className="path-links">
          <AppLink className="button" to={`/interview-prep/${data.path.slug}/plan`}>
            Weekly plan
          </AppLink>
          <AppLink className="button button-ghost" to={`/interview-prep/preferences?ru=${encodeURIComponent(`/interview-prep/${data.path.slug}`)}`}>
            Preferences
          </AppLink>
          {data.mockInterviewOnRoadmap ? (
            <AppLink className="button button-ghost" to="/interview-prep/mock-interview" data-flag="mock_interview_on_roadmap">
              Timed mock interview
            </AppLink>
          ) : null}
        </p>
        <PreferencesSummary context={data.context} loggedIn={data.loggedIn} />
      </header>

      {data.habits ? (
        <WeeklyGoalCard habits={data.habits} error={goal && "errors" in goal ? goal.errors.problems_per_week : undefined} index />
      ) : null}

      <div className="path-top">
        <NextStepCard next={data.next} coding={data.coding} firstUnread={data.firstUnread} />
        <section className="card last-card" aria-labelledby="last-title">
          <h2 id="last-title">Pick up where you left off</h2>
          {data.lastInteracted ? (
            <>
              <p>{data.coding ? "The last problem you worked on:" : "The last lesson you opened:"}</p>
              <p>
                <AppLink className="last-link" to={data.lastInteracted.link}>
                  {data.lastInteracted.name}
                </AppLink>
              </p>
            </>
          ) : data.loggedIn ? (
            <p className="muted">
              Nothing yet.{" "}
              {data.coding ? "Your last problem shows up here once you run or submit code." : "Your last lesson shows up here once you open one."}
            </p>
          ) : (
            <p className="muted">
              <AppLink to={data.loginHref}>Log in</AppLink> to keep your progress and pick up where you left off.
            </p>
          )}
        </section>
      </div>

      <section className="coach-section" aria-labelledby="progress-title">
        <h2 id="progress-title">Your progress</h2>
        {!data.loggedIn ? (
          <p className="muted">
            <AppLink to={data.loginHref}>Log in</AppLink> to record your progress; until then every {data.coding ? "pattern" : "module"} shows as not
            started.
          </p>
        ) : null}
        <ProgressPicture
          tiles={tiles}
          done={done}
          doneWord={data.coding ? "patterns complete" : "modules read"}
          caption={
            data.coding
              ? "Each ring fills with the pattern score (the mean of your best score per problem); its colour is your level."
              : "Each ring fills with the share of the module's lessons you have read."
          }
          legend={data.coding}
        />
      </section>

      <section className="coach-section" aria-labelledby="outline-title">
        <h2 id="outline-title">{data.coding ? "Pattern outline" : "Modules and lessons"}</h2>
        {data.coding ? (
          <PatternOutline
            summaries={data.summaries}
            currentId={data.currentPatternId}
            company={data.context.company}
            loggedIn={data.loggedIn}
            openSolutions={data.openSolutions}
            commentCounts={data.commentCounts}
          />
        ) : (
          <LessonModules data={data} />
        )}
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data
    ? pageMeta(
        { title: `${data.path.title} · Interview prep`, description: data.path.summary, canonicalPath: `/interview-prep/${data.path.slug}` },
        { matches, location },
      )
    : NOT_FOUND_META;

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={COACH_LINKS} />;
}
