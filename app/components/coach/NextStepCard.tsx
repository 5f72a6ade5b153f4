import { AppLink } from "~/components/AppLink";
import { capitalize } from "./format";

/** The coach's next step (nextStepFor) as the page shows it. */
type NextStepView = {
  pattern: { id: string; name: string; slug: string; link: string | null } | null;
  decision: {
    kind: string;
    reason: string;
    sentence: string;
    problem: { name: string; difficulty: string; link: string } | null;
    next_pattern: { name: string; link: string | null } | null;
  } | null;
  link: string | null;
  sentence: string;
};

/** "What to do next and why": the offered problem (or pattern, or lesson) and the reason in words. */
export function NextStepCard({
  next,
  coding,
  firstUnread,
}: {
  next: NextStepView;
  coding: boolean;
  firstUnread?: { title: string; link: string } | null;
}) {
  let heading: string;
  let action: { to: string; text: string } | null = null;
  let why = next.sentence;
  if (!coding) {
    if (firstUnread) {
      heading = firstUnread.title;
      action = { to: firstUnread.link, text: "Read this lesson" };
      why = "It is the first lesson of this roadmap you have not read yet.";
    } else {
      heading = "You have read every lesson";
      why = "Revisit any module below, or try the coding roadmap.";
    }
  } else if (next.decision?.kind === "problem" && next.decision.problem) {
    const p = next.decision.problem;
    heading = `${p.name}`;
    action = { to: p.link, text: "Solve this problem" };
  } else if (next.decision?.kind === "next-pattern") {
    heading = `On to ${next.pattern?.name ?? "the next pattern"}`;
    action = next.link ? { to: next.link, text: `Start ${next.pattern?.name ?? "the next pattern"}` } : null;
  } else if (next.decision?.kind === "path-finished") {
    heading = "Roadmap finished";
  } else {
    heading = next.pattern ? `Start with ${next.pattern.name}` : "Start here";
    action = next.link ? { to: next.link, text: "Start the first lesson" } : null;
  }
  const difficulty = coding && next.decision?.kind === "problem" ? next.decision.problem?.difficulty : null;
  return (
    <section className="card next-card" aria-labelledby="next-title">
      <h2 id="next-title">What to do next</h2>
      <p className="next-heading">
        <strong>{heading}</strong>
        {difficulty ? <span className={`difficulty difficulty-${difficulty}`}>{capitalize(difficulty)}</span> : null}
      </p>
      {coding && next.pattern && next.decision?.kind === "problem" ? <p className="muted next-pattern">Pattern: {next.pattern.name}</p> : null}
      <p className="next-why">
        <span className="next-why-label">Why: </span>
        {why}
      </p>
      {action ? (
        <AppLink className="button" to={action.to}>
          {action.text}
        </AppLink>
      ) : null}
    </section>
  );
}
