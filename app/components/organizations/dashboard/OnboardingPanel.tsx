import { AppLink } from "~/components/AppLink";

/**
 * The start prompt of the admin area and of the manager area (docs/product/learning-plans.md):
 * the same last step, with the first steps each area's own page offers below it.
 */
export function OnboardingPanel({ area = "admin" }: { area?: "admin" | "manager" }) {
  return (
    <section className="card org-onboarding" aria-labelledby="onboarding-title">
      <h2 id="onboarding-title">Get your team started</h2>
      <ol>
        {area === "admin" ? (
          <>
            <li>Invite your people below; each invitation can come with a seat.</li>
            <li>Group them in teams and give managers their role.</li>
          </>
        ) : (
          <>
            <li>Create a learning plan below from courses, modules and paths, week by week.</li>
            <li>Assign it to a team or to members, with a start and a due date.</li>
          </>
        )}
        <li>
          Try it yourself: <AppLink to="/explore">pick a course</AppLink> or <AppLink to="/interview-prep">start interview prep</AppLink>.
        </li>
      </ol>
    </section>
  );
}
