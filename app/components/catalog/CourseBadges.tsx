import { difficultyLabel } from "./format";

export function CourseBadges({ course }: { course: { isFree: boolean; isEarlyAccess: boolean; difficulty: string; deprecated?: boolean } }) {
  return (
    <ul className="badges" aria-label="Course facts">
      {course.isFree ? <li className="badge badge-free">Free</li> : null}
      {course.isEarlyAccess ? <li className="badge badge-early">Early access</li> : null}
      {course.deprecated ? <li className="badge badge-deprecated">Retired</li> : null}
      <li className={`badge badge-level badge-${course.difficulty}`}>{difficultyLabel(course.difficulty)}</li>
    </ul>
  );
}
