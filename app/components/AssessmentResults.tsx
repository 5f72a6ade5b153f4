// The learner's skill levels on their home page (docs/product/hands-on.md#skill-assessments): the
// newest result of each assessment taken, with courses for the weak topics.
import { AppLink } from "~/components/AppLink";
import { Badge } from "~/components/ui/Badge";

interface Result {
  slug: string;
  title: string;
  score: number;
  level: string;
  passed: boolean;
  weakTopics: string[];
  courses: { slug: string; title: string }[];
}

export function AssessmentResults({ results }: { results: Result[] }) {
  return (
    <section aria-labelledby="skill-levels-title" className="learn-section" data-testid="skill-levels">
      <h2 id="skill-levels-title">Your skill levels</h2>
      {results.length === 0 ? (
        <p className="muted">
          You have not taken a skill assessment yet. <AppLink to="/assessments">Find your level</AppLink> in Python, JavaScript, SQL or system design.
        </p>
      ) : (
        <ul className="skill-levels">
          {results.map((r) => (
            <li key={r.slug} className="card">
              <h3 className="card-title">
                <AppLink to={`/assessments/${r.slug}`}>{r.title}</AppLink>
              </h3>
              <p>
                <Badge tone={r.passed ? "success" : "accent"}>{r.level}</Badge> {r.score} of 100
              </p>
              {r.courses.length ? (
                <p>
                  To work on {r.weakTopics.join(", ")}:{" "}
                  {r.courses.map((c, i) => (
                    <span key={c.slug}>
                      {i ? ", " : ""}
                      <AppLink to={`/courses/${c.slug}`}>{c.title}</AppLink>
                    </span>
                  ))}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
