import { AppLink } from "~/components/AppLink";

export function OnboardingPanel() {
  return (
    <section className="card org-onboarding" aria-labelledby="onboarding-title">
      <h2 id="onboarding-title">Get your team started</h2>
      <ol>
        <li>Invite your people below; each invitation can come with a seat.</li>
        <li>Group them in teams and give managers their role.</li>
        <li>
          Try it yourself: <AppLink to="/explore">pick a course</AppLink> or <AppLink to="/interview-prep">start interview prep</AppLink>.
        </li>
      </ol>
    </section>
  );
}
