import { AppLink } from "~/components/AppLink";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { tourFormSchema } from "~/forms/coachTour.server";
import { Modal } from "~/components/Modal";
import { COACH_TOUR_PARAM, COACH_TOUR_STEPS, COACH_TOUR_TEXTS, COACH_TOUR_VIEWED_FLAG, coachTourStep } from "~/engine/coachTour";
import { listViewedFlags } from "~/models/attribution.server";
import { featureFlagsFor } from "~/services/featureFlags.server";
import { userInfoAction } from "~/services/userInfo.server";
import { requireUser } from "~/utils/auth.server";
import { parseForm } from "~/utils/http.server";
import { COACH_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { PreferencesSummary } from "~/components/coach/PreferencesSummary";
import { plural } from "~/components/coach/format";
import { pageMeta } from "~/components/catalog/meta";
import { tracksForPosition } from "~/engine";
import { findCoachPathByIds, findCoachPathByRowId, findCoachPathBySlug, loadCoachPathContent } from "~/models/coachPathContent.server";
import { lastActivePathRowId } from "~/models/coachState.server";
import { moduleProblems } from "~/services/coach/common.server";
import { pathAccessFor } from "~/services/organizations/access.server";
import { coachViewer, contextView, mpParam } from "~/services/coach/viewer.server";

export async function loader({ request }: LoaderFunctionArgs) {
  // A path chosen by the mp query parameter (an encoded path id) opens that roadmap.
  const mp = mpParam(request);
  if (mp) {
    const chosen = await findCoachPathByIds(mp.pathAuthorId, mp.pathId);
    if (chosen) throw redirect(`/interview-prep/${chosen.slug}`);
  }
  const { user, context } = await coachViewer(request);
  // The remembered choice: the roadmap the learner last worked on.
  const lastRowId = user ? await lastActivePathRowId(user.id) : null;
  const last = lastRowId ? await findCoachPathByRowId(lastRowId) : null;
  const { leading, all } = tracksForPosition(context.position);
  const cards = await Promise.all(
    all.map(async (track) => {
      const path = await findCoachPathBySlug(track.slug);
      // An organization member is shown only the roadmaps their organizations grant.
      if (!path || !(await pathAccessFor(request, user, path)).allowed) return null;
      const { modules } = await loadCoachPathContent(path);
      const problems = modules.reduce((n, m) => n + moduleProblems(m).length, 0);
      const lessons = modules.reduce((n, m) => n + m.pages.length, 0);
      return {
        slug: path.slug,
        title: path.title,
        summary: path.summary,
        modules: modules.length,
        problems,
        lessons,
        leading: leading.some((t) => t.slug === track.slug),
      };
    }),
  );
  // The onboarding tour (docs/product/interview-prep.md#onboarding-tour), behind the onboarding flag.
  const onboarding = (await featureFlagsFor(user)).onboarding === true;
  const tourViewed = user && onboarding ? (await listViewedFlags(user.id)).includes(COACH_TOUR_VIEWED_FLAG) : false;
  return json({
    tour: onboarding ? { step: coachTourStep(new URL(request.url).searchParams.get(COACH_TOUR_PARAM)), viewed: tourViewed } : null,
    loggedIn: !!user,
    lastPath: last ? { slug: last.slug, title: last.title } : null,
    context: contextView(context),
    recommended: cards.filter((c): c is NonNullable<typeof c> => !!c && c.leading),
    others: cards.filter((c): c is NonNullable<typeof c> => !!c && !c.leading),
  });
}

/** The tour's Done or Skip: a learner's tour is recorded as viewed (the user-info "viewed" flag). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await parseForm(request, tourFormSchema);
  if (!form.ok) return json({ errors: form.errors }, { status: 400 });
  await userInfoAction(user, { action: "viewed", flag: COACH_TOUR_VIEWED_FLAG });
  return redirect("/interview-prep");
}

function Tour({ step, loggedIn }: { step: number; loggedIn: boolean }) {
  const here = "/interview-prep";
  const last = step === COACH_TOUR_STEPS.length;
  const finish = (label: string, primary: boolean) =>
    loggedIn ? (
      <Form method="post" action={here} className="inline-form">
        <input type="hidden" name="intent" value="tour-done" />
        <button type="submit" className={primary ? "button" : "button button-ghost"}>
          {label}
        </button>
      </Form>
    ) : (
      <AppLink className={primary ? "button" : "button button-ghost"} to={here}>
        {label}
      </AppLink>
    );
  return (
    <Modal title={COACH_TOUR_TEXTS.title(step)} closeTo={here} className="coach-tour-modal">
      <p>{COACH_TOUR_STEPS[step - 1]!.body}</p>
      <div className="modal-actions">
        {last ? null : finish(COACH_TOUR_TEXTS.skip, false)}
        {step > 1 ? (
          <AppLink className="button button-ghost" to={`${here}?${COACH_TOUR_PARAM}=${step - 1}`}>
            {COACH_TOUR_TEXTS.back}
          </AppLink>
        ) : null}
        {last ? (
          finish(COACH_TOUR_TEXTS.done, true)
        ) : (
          <AppLink className="button" to={`${here}?${COACH_TOUR_PARAM}=${step + 1}`}>
            {COACH_TOUR_TEXTS.next}
          </AppLink>
        )}
      </div>
    </Modal>
  );
}

type Card = ReturnType<typeof useLoaderData<typeof loader>>["recommended"][number];

function RoadmapCard({ card }: { card: Card }) {
  const coding = card.problems > 0;
  return (
    <li className={`roadmap-card${coding ? " roadmap-card-coding" : ""}`}>
      <p className="roadmap-kind">{coding ? "Coding patterns · graded problems" : "Lessons"}</p>
      <h3 className="roadmap-title">
        <AppLink to={`/interview-prep/${card.slug}`}>{card.title}</AppLink>
      </h3>
      <p className="roadmap-summary">{card.summary}</p>
      <p className="roadmap-meta">
        {coding
          ? `${plural(card.modules, "pattern")} · ${plural(card.problems, "problem")}`
          : `${plural(card.modules, "module")} · ${plural(card.lessons, "lesson")}`}
      </p>
      <AppLink className="button button-ghost roadmap-open" to={`/interview-prep/${card.slug}`} aria-label={`Open the ${card.title} roadmap`}>
        Open roadmap
      </AppLink>
    </li>
  );
}

export default function InterviewPrepIndex() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="coach-page">
      <header className="coach-hero">
        <p className="coach-eyebrow">Interview prep</p>
        <h1>Choose your roadmap</h1>
        <p className="coach-lede">
          Six roadmaps cover the interviews you will meet. The coach orders them for your position, picks your next coding problem from how you did on
          the last one, and paces a weekly plan toward your interview date.
        </p>
        <PreferencesSummary context={data.context} loggedIn={data.loggedIn} />
        {data.lastPath ? (
          <p className="coach-continue">
            <AppLink className="button" to={`/interview-prep/${data.lastPath.slug}`}>
              Continue with {data.lastPath.title}
            </AppLink>
          </p>
        ) : null}
        <p className="coach-continue">
          <AppLink className="button button-ghost" to="/interview-prep/mock-interview">
            Practise with a timed mock interview
          </AppLink>
          {data.tour ? (
            <>
              {" "}
              <AppLink className="button button-ghost" to={`/interview-prep?${COACH_TOUR_PARAM}=1`} data-flag="onboarding">
                {data.loggedIn && !data.tour.viewed ? COACH_TOUR_TEXTS.openFirst : COACH_TOUR_TEXTS.open}
              </AppLink>
            </>
          ) : null}
        </p>
      </header>
      {data.tour?.step ? <Tour step={data.tour.step} loggedIn={data.loggedIn} /> : null}

      <section aria-labelledby="recommended-title" className="coach-section">
        <h2 id="recommended-title">{recommendedTitle(data.context.position)}</h2>
        <ol className="roadmap-grid">
          {data.recommended.map((c) => (
            <RoadmapCard key={c.slug} card={c} />
          ))}
        </ol>
      </section>

      {data.others.length ? (
        <section aria-labelledby="others-title" className="coach-section">
          <h2 id="others-title">Also available</h2>
          <p className="muted">
            Coding rounds matter at every level; we list the coding roadmap after the others for your position. Change your position in the{" "}
            <AppLink to="/interview-prep/preferences">preferences</AppLink> to reorder.
          </p>
          <ol className="roadmap-grid">
            {data.others.map((c) => (
              <RoadmapCard key={c.slug} card={c} />
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

const recommendedTitle = (position: string) =>
  position === "Other" ? "Recommended for you" : `Recommended for ${/^[aeiou]/i.test(position) ? "an" : "a"} ${position}`;

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(
    {
      title: "Interview prep",
      description: "Choose an interview-prep roadmap: coding patterns, system design, API design, low level design, management and behavioral.",
    },
    { matches, location },
  );

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={COACH_LINKS} />;
}
