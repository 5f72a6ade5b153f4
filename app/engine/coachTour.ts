// The coach's onboarding tour (docs/product/interview-prep.md#onboarding-tour): three steps shown
// as a modal on /interview-prep?tour={n}, a state of the page. Behind the `onboarding` product flag
// (docs/product/feature-flags.md#the-coachs-flags). Pure.

export const COACH_TOUR_PARAM = "tour";
/** The user-info "viewed" flag a learner's finished or skipped tour sets. */
export const COACH_TOUR_VIEWED_FLAG = "has_viewed_coach_tour";

export const COACH_TOUR_STEPS = [
  {
    title: "Choose a roadmap",
    body: "Six roadmaps cover the interviews you will meet: coding patterns, system design, API design, low level design, management and behavioral. They are ordered for the position in your preferences.",
  },
  {
    title: "Let the coach pick your next problem",
    body: "On the coding roadmap the coach picks your next problem from how you did on the last one, and tells you why: a harder one after a pass, an easier one after two misses.",
  },
  {
    title: "Plan your weeks",
    body: "Set your interview date and the coach splits the roadmap into weekly plans up to that day. Change your company, language, position and date in the preferences at any time.",
  },
] as const;

export const COACH_TOUR_TEXTS = {
  open: "Take the tour",
  openFirst: "New here? Take the tour",
  title: (step: number) => `${COACH_TOUR_STEPS[step - 1]!.title} (${step} of ${COACH_TOUR_STEPS.length})`,
  back: "Back",
  next: "Next",
  skip: "Skip the tour",
  done: "Done",
} as const;

/** The tour step a ?tour= value asks for (1 to the number of steps), or null. */
export function coachTourStep(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]$/.test(raw)) return null;
  const n = Number(raw);
  return n <= COACH_TOUR_STEPS.length ? n : null;
}
