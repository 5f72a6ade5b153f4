import { AppLink } from "~/components/AppLink";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { WeeklyGoalCard } from "~/components/coach/WeeklyGoal";
import { coachHabits, setWeeklyGoal } from "~/services/coach/habits.server";
import { weeklyGoalRefusal, weeklyGoalSchema } from "~/forms/weeklyGoal.server";
import { WEEKLY_GOAL_TEXTS } from "~/engine/streaks";
import { parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { CourseCard } from "~/components/catalog/CourseCard";
import { pageMeta } from "~/components/catalog/meta";
import { lessonPath, suggestCourses, summarizeCourseProgress } from "~/engine/catalog";
import { RELATED_RECOMMENDATIONS_SIZE } from "~/engine/constants";
import { relativeTime } from "~/engine/shell";
import { catalogIndex, listLessonRefs } from "~/models/catalog.server";
import { findLastVisitedLesson, listUserProgress } from "~/models/progress.server";
import { catalogueFilter, catalogueViewer, preferredCategories } from "~/services/organizations/access.server";
import { isStaff, requireUser } from "~/utils/auth.server";
import { AssessmentResults } from "~/components/AssessmentResults";
import { homeAssessmentResults } from "~/services/assessments/assessments.server";
import { learnerCertificates } from "~/services/certificates.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [progress, last, catalog, org, habits, assessments, certificates] = await Promise.all([
    listUserProgress(user.id),
    findLastVisitedLesson(user.id),
    catalogIndex(),
    catalogueViewer(request, user, isStaff(user)),
    coachHabits(user.id),
    homeAssessmentResults(user.id),
    learnerCertificates(user.id),
  ]);
  // An organization member is shown only the courses they may open.
  const allowed = catalogueFilter(org, new Date());
  const shown = (courseId: number) => {
    const course = catalog.byId.get(courseId);
    return course && (!allowed || allowed(course)) ? course : undefined;
  };
  const touched = [...new Set(progress.map((p) => p.courseId))];
  const lessons = await listLessonRefs(touched);

  const courses = touched
    .flatMap((courseId) => {
      const course = shown(courseId);
      return course ? [{ courseId, course }] : [];
    })
    .map(({ courseId, course }) => {
      const ordered = lessons.filter((l) => l.courseId === courseId);
      const summary = summarizeCourseProgress(
        ordered.map((l) => l.id),
        progress,
      );
      const next = ordered.find((l) => l.id === summary.continueLessonId);
      return { course, summary, continueHref: next ? lessonPath(course, next) : `/courses/${course.slug}` };
    })
    .sort((a, b) => ((a.summary.lastVisitedAt ?? "") < (b.summary.lastVisitedAt ?? "") ? 1 : -1));

  const suggestions = suggestCourses(catalog, {
    exclude: new Set(touched),
    preferredCategories: [...preferredCategories(org.facts), ...courses.map((c) => c.course.categorySlug)],
    limit: RELATED_RECOMMENDATIONS_SIZE,
    allowed: allowed ?? undefined,
  });

  return json({
    habits,
    firstName: user.fullName.split(/\s+/)[0] || user.fullName,
    /** nothing read and nothing submitted yet: a first visit is welcomed, not welcomed back */
    firstVisit: !last && progress.length === 0 && habits.streak.best === 0 && habits.weekly.done === 0,
    /** the three questions of /onboarding are offered until answered */
    onboarded: !!user.onboardedAt,
    resume:
      last && shown(last.course.id)
        ? {
            href: lessonPath(last.course, last),
            lessonTitle: last.title,
            courseTitle: last.course.title,
            lastVisited: relativeTime(last.lastVisitedAt, new Date()),
          }
        : null,
    inProgress: courses.filter((c) => c.summary.state === "in-progress"),
    completed: courses.filter((c) => c.summary.state === "completed"),
    suggestions,
    assessments,
    certificates,
  });
}

/** The weekly-goal modal's form (the one action of this page). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const parsed = await parseForm(request, weeklyGoalSchema);
  if (!parsed.ok) return json(weeklyGoalRefusal(parsed.errors), { status: 400 });
  await setWeeklyGoal(user.id, parsed.data.problems_per_week);
  return redirectWithToast("/learn/home", { status: "SUCCESS", text: WEEKLY_GOAL_TEXTS.saved(parsed.data.problems_per_week) });
}

export default function LearnHome() {
  const data = useLoaderData<typeof loader>();
  const goal = useActionData<typeof action>();
  return (
    <div className="learn-home">
      <h1>{data.firstVisit ? `Welcome to Codelift, ${data.firstName}` : `Welcome back, ${data.firstName}`}</h1>
      {!data.onboarded ? (
        <section className="card onboarding-offer" aria-labelledby="onboarding-offer-title" data-testid="onboarding-offer">
          <h2 id="onboarding-offer-title">Tell us what brings you here</h2>
          <p>Three quick questions (your name, a phone number if you like, and your goal) so we can point you to the right place to start.</p>
          <AppLink className="button" to="/onboarding">
            Answer three questions
          </AppLink>
        </section>
      ) : null}

      <WeeklyGoalCard habits={data.habits} error={goal && "errors" in goal ? goal.errors.problems_per_week : undefined} />

      {data.resume ? (
        <section className="resume card" aria-labelledby="resume-title">
          <h2 id="resume-title">Continue where you left off</h2>
          <p>
            <strong>{data.resume.lessonTitle}</strong>
            <br />
            <span className="muted">
              in {data.resume.courseTitle} · last opened {data.resume.lastVisited}
            </span>
          </p>
          <AppLink className="button" to={data.resume.href}>
            Continue where you left off
          </AppLink>
        </section>
      ) : (
        <section className="resume card" aria-labelledby="resume-title">
          <h2 id="resume-title">Start learning</h2>
          <p className="muted">You have not opened a lesson yet. Pick a course below, or browse the whole catalogue.</p>
          <AppLink className="button" to="/explore">
            Explore courses
          </AppLink>
        </section>
      )}

      <section aria-labelledby="in-progress-title" className="learn-section">
        <h2 id="in-progress-title">In progress</h2>
        {data.inProgress.length === 0 ? (
          <p className="muted">No course in progress.</p>
        ) : (
          <ul className="course-grid">
            {data.inProgress.map(({ course, summary, continueHref }) => (
              <li key={course.id}>
                <CourseCard course={course} progress={summary.percent} action={{ to: continueHref, label: "Continue" }} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {data.completed.length > 0 ? (
        <section aria-labelledby="completed-title" className="learn-section">
          <h2 id="completed-title">Completed</h2>
          <ul className="course-grid">
            {data.completed.map(({ course, summary }) => (
              <li key={course.id}>
                <CourseCard course={course} progress={summary.percent} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <AssessmentResults results={data.assessments} certificates={data.certificates} />

      {data.suggestions.length > 0 ? (
        <section aria-labelledby="suggestions-title" className="learn-section">
          <h2 id="suggestions-title">Suggested for you</h2>
          <ul className="course-grid">
            {data.suggestions.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = ({ matches, location }) => pageMeta({ title: "My learning", noindex: true }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
