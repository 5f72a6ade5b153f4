import { AppLink } from "~/components/AppLink";
import { CourseBadges } from "./CourseBadges";
import { formatMinutes, plural } from "./format";
import { ProgressBar } from "./ProgressBar";

interface CourseCardData {
  slug: string;
  title: string;
  summary: string;
  categoryName: string;
  difficulty: string;
  isFree: boolean;
  isEarlyAccess: boolean;
  lessonCount: number;
  totalMinutes: number;
}

/** A course in a list: its title links to the course page; an optional action sits below. */
export function CourseCard({
  course,
  headingLevel = 3,
  progress,
  action,
}: {
  course: CourseCardData;
  headingLevel?: 2 | 3;
  progress?: number;
  action?: { to: string; label: string };
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="course-card">
      <p className="course-card-category">{course.categoryName}</p>
      <Heading className="course-card-title">
        <AppLink to={`/courses/${course.slug}`}>{course.title}</AppLink>
      </Heading>
      <p className="course-card-summary">{course.summary}</p>
      <CourseBadges course={course} />
      <p className="course-card-meta">
        {plural(course.lessonCount, "lesson")} · {formatMinutes(course.totalMinutes)}
      </p>
      {progress !== undefined ? <ProgressBar percent={progress} label={`Progress in ${course.title}`} /> : null}
      {action ? (
        <AppLink className="button button-small course-card-action" to={action.to}>
          {action.label}
          <span className="visually-hidden"> {course.title}</span>
        </AppLink>
      ) : null}
    </article>
  );
}
