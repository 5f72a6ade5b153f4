import { AppLink } from "~/components/AppLink";
import { useLoaderData } from "@remix-run/react";
import type { loadCoursePage } from "~/services/catalog/coursePage.server";
import { CourseBadges } from "./CourseBadges";
import { DeprecatedBanner } from "./DeprecatedBanner";
import { StudentPackBanner } from "~/components/billing/StudentPackBanner";
import { difficultyLabel, formatMinutes, plural } from "./format";
import { ProgressBar } from "./ProgressBar";
import { Toc } from "./Toc";

export function CoursePage() {
  const data = useLoaderData<typeof loadCoursePage>();
  const { course, progress, cta } = data;
  return (
    <div className="course-page">
      {data.banner ? <DeprecatedBanner banner={data.banner} /> : null}
      {data.studentPack ? <StudentPackBanner banner={data.studentPack} /> : null}
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <AppLink to="/explore">Explore</AppLink>
          </li>
          <li>
            <AppLink to={`/explore?category=${course.categorySlug}`}>{course.categoryName}</AppLink>
          </li>
        </ol>
      </nav>

      <header className="course-hero">
        <h1>{course.title}</h1>
        <p className="course-summary">{course.summary}</p>
        <CourseBadges course={course} />
        <dl className="course-facts">
          <div>
            <dt>Category</dt>
            <dd>{course.categoryName}</dd>
          </div>
          <div>
            <dt>Difficulty</dt>
            <dd>{difficultyLabel(course.difficulty)}</dd>
          </div>
          <div>
            <dt>Lessons</dt>
            <dd>{course.lessonCount}</dd>
          </div>
          <div>
            <dt>Estimated time</dt>
            <dd>{formatMinutes(course.totalMinutes)}</dd>
          </div>
        </dl>
        {progress ? <ProgressBar percent={progress.percent} label={`Your progress in ${course.title}`} /> : null}
        {progress ? (
          <p className="muted course-progress-text">
            {progress.completed} of {plural(progress.total, "lesson")} complete
          </p>
        ) : null}
        {data.organizationDenied ? (
          <p className="notice notice-danger" role="alert">
            {data.organizationDenied}
          </p>
        ) : course.expired ? (
          <p className="notice notice-danger">
            This course is no longer accessible. <AppLink to={course.transitionPath}>See the replacement courses</AppLink>.
          </p>
        ) : cta ? (
          <div className="course-cta">
            <AppLink className="button" to={cta.href}>
              {cta.label}
            </AppLink>
            <span className="muted">
              {cta.label === "Start course" ? "First lesson" : "Next up"}: {cta.lessonTitle}
            </span>
          </div>
        ) : null}
        {!course.expired && !data.organizationDenied && data.lockedLessons > 0 ? (
          <p className="notice">
            {course.lessonCount - data.lockedLessons === 1 ? "The first lesson is a free preview. " : null}
            {data.loggedIn ? null : (
              <>
                Already a subscriber? <AppLink to={`/login?ru=${encodeURIComponent(course.canonicalPath)}`}>Log in</AppLink>.{" "}
              </>
            )}
            <AppLink to="/unlimited">Get Codelift Unlimited</AppLink> to read all {plural(course.lessonCount, "lesson")}.
          </p>
        ) : null}
      </header>

      <div className="course-layout">
        <section className="course-contents" aria-labelledby="course-contents-title">
          <h2 id="course-contents-title">Course contents</h2>
          <Toc entries={data.toc} variant="page" headingLevel={3} commentCounts={data.commentCounts} />
        </section>

        <aside className="course-aside" aria-label="Related">
          {data.alternatives.length > 0 ? (
            <section aria-labelledby="alternatives-title" className="aside-block">
              <h2 id="alternatives-title">Replacement courses</h2>
              <ul>
                {data.alternatives.map((a) => (
                  <li key={a.id}>
                    <AppLink to={a.href}>{a.title}</AppLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="paths-title" className="aside-block">
            <h2 id="paths-title">Learning paths</h2>
            {data.paths.length === 0 ? (
              <p className="muted">This course is not part of a learning path yet.</p>
            ) : (
              data.paths.map((p) => (
                <div key={p.id} className="path-block">
                  <h3>{p.title}</h3>
                  <p className="muted">{p.summary}</p>
                  <ol className="path-courses">
                    {p.courses.map((c) =>
                      c.slug === course.slug ? (
                        <li key={c.id} aria-current="true">
                          <strong>{c.title}</strong> <span className="muted">(this course)</span>
                        </li>
                      ) : (
                        <li key={c.id}>
                          <AppLink to={`/courses/${c.slug}`}>{c.title}</AppLink>
                        </li>
                      ),
                    )}
                  </ol>
                </div>
              ))
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}
