// /interview-prep/{pathUrlSlug}/{pageSlug}/compare?from=<attempt>&to=<attempt|solution>: two of the
// learner's runs or submissions of a problem, or one with the reference solution once it is open,
// compared (docs/product/judge.md#diffs-between-attempts). Read only: the choice is a GET form.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { COACH_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { pageMeta } from "~/components/catalog/meta";
import { AttemptDiffView } from "~/components/coach/AttemptDiff";
import { Button, ButtonLink } from "~/components/ui/Button";
import { EmptyState } from "~/components/ui/EmptyState";
import { Select } from "~/components/ui/Field";
import { ATTEMPT_DIFF_TEXTS } from "~/engine/attemptDiff";
import { loadAttemptComparison } from "~/services/coach/compare.server";
import { lessonSlugKey } from "~/services/coach/params.server";
import workspaceCss from "~/styles/workspace.css";

// workspace.css: the code editor's colours in the light and dark themes (shared with the problem page).
export const links = () => [{ rel: "stylesheet", href: workspaceCss }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const data = await loadAttemptComparison(request, lessonSlugKey(params));
  return json(data, { headers: { "Cache-Control": "private, no-store" } });
}

const lines = (n: number) => `${n} line${n === 1 ? "" : "s"}`;

export default function CompareAttempts() {
  const data = useLoaderData<typeof loader>();
  const { from, to, diff } = data;
  const options = (
    <>
      {data.choices.map((c) => (
        <option key={c.key} value={c.key}>
          {c.label}
        </option>
      ))}
      {data.solutionOpen ? <option value="solution">The reference solution</option> : null}
    </>
  );
  return (
    <div className="coach-page compare-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <AppLink to={`/interview-prep/${data.path.slug}`}>{data.path.title}</AppLink>
          </li>
          <li>
            <AppLink to={data.page.link}>{data.page.title}</AppLink>
          </li>
          <li aria-current="page">Compare attempts</li>
        </ol>
      </nav>
      <header>
        <h1>Compare attempts: {data.page.title}</h1>
        <p className="muted">
          Any two of your runs and submissions of this problem
          {data.solutionOpen ? ", or one of them with the reference solution" : " (the reference solution joins the choices once it is open to you)"}.
        </p>
      </header>
      {data.choices.length === 0 ? (
        <EmptyState
          title="No runs or submissions yet"
          action={
            <ButtonLink to={data.page.link} variant="secondary">
              Back to the problem
            </ButtonLink>
          }
        >
          Run or submit your code on the problem page: each attempt is kept, and any two can be compared here.
        </EmptyState>
      ) : (
        <Form method="get" action={data.compareLink} className="compare-form" preventScrollReset>
          <Select label="Compare" name="from" defaultValue={from?.key ?? ""} key={`from-${from?.key}`}>
            {options}
          </Select>
          <Select label="with" name="to" defaultValue={to?.key ?? ""} key={`to-${to?.key}`}>
            {options}
          </Select>
          <Button type="submit" variant="secondary">
            Compare
          </Button>
        </Form>
      )}
      {from && to && diff ? (
        <section className="compare-result" aria-labelledby="compare-result-title">
          <h2 id="compare-result-title" className="compare-summary" data-testid="compare-summary">
            {diff.identical ? ATTEMPT_DIFF_TEXTS.identical : `${lines(diff.removed)} removed, ${lines(diff.added)} added`}
          </h2>
          <dl className="compare-sides">
            <div>
              <dt>
                <span className="diff-del">−</span> Before
              </dt>
              <dd>{from.link ? <AppLink to={from.link}>{from.label}</AppLink> : from.label}</dd>
            </div>
            <div>
              <dt>
                <span className="diff-add">+</span> After
              </dt>
              <dd>{to.link ? <AppLink to={to.link}>{to.label}</AppLink> : to.label}</dd>
            </div>
          </dl>
          <AttemptDiffView from={from} to={to} diff={diff} />
        </section>
      ) : data.choices.length === 1 && !data.solutionOpen ? (
        <p className="muted">You have one attempt so far: run or submit once more to compare two.</p>
      ) : null}
      <p>
        <ButtonLink to={data.page.link} variant="secondary">
          Back to the problem
        </ButtonLink>
      </p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta({ title: data ? `Compare attempts · ${data.page.title}` : "Compare attempts", noindex: true }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={COACH_LINKS} />;
}
