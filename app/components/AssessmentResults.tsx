// The learner's skill levels and certificates on their home page (docs/product/hands-on.md#skill-assessments):
// the newest result of each assessment taken, with courses for the weak topics; each certificate
// link carries its state for the analytics click type (docs/product/hands-on.md#certificates).
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

const STATE_TEXT: Record<string, string> = { active: "Verified", revoked_by_admin: "Revoked", pending_verification: "Confirm your name" };

export function AssessmentResults({ results, certificates }: { results: Result[]; certificates: { id: string; title: string; state: string }[] }) {
  return (
    <>
      <SkillLevels results={results} />
      {certificates.length ? (
        <section aria-labelledby="certificates-title" className="learn-section">
          <h2 id="certificates-title">Your certificates</h2>
          <ul className="skill-levels">
            {certificates.map((c) => (
              <li key={c.id} className="card">
                <AppLink to={`/certificates/${c.id}`} data-certificate-state={c.state}>
                  {c.title}
                </AppLink>{" "}
                <Badge tone={c.state === "active" ? "success" : c.state === "revoked_by_admin" ? "danger" : "warning"}>
                  {STATE_TEXT[c.state] ?? c.state}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function SkillLevels({ results }: { results: Result[] }) {
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
