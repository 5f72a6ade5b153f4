// /teach (docs/product/authoring.md#becoming-an-author): what writing for Codelift means, and the
// application form (a plain form: it works without JavaScript). Staff answer at /staff/authors.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { pageMeta } from "~/components/catalog/meta";
import { Banner } from "~/components/ui/Banner";
import { Button, ButtonLink } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { TextInput, Textarea } from "~/components/ui/Field";
import { latestApplication } from "~/models/authoring.server";
import { apply, applicationSchema, AUTHORING_MESSAGES, isAuthorUser } from "~/services/authoring.server";
import { getUser, requireUser } from "~/utils/auth.server";
import { parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import authoringCss from "~/styles/authoring.css";

export const links = () => [{ rel: "stylesheet", href: authoringCss }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  // (texts of a .server module reach the page through the loader: the browser build has none)
  const pendingText = AUTHORING_MESSAGES.alreadyPending;
  if (!user)
    return json({ loggedIn: false as const, author: false, application: null, pendingText }, { headers: { "Cache-Control": "private, no-store" } });
  const [author, last] = await Promise.all([isAuthorUser(user), latestApplication(user.id)]);
  return json(
    { loggedIn: true as const, author, application: last ? { status: last.status, createdAt: last.createdAt } : null, pendingText },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type ActionData = { errors?: Record<string, string>; errorText?: string; values?: Record<string, string> };

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const parsed = await parseForm(request, applicationSchema);
  const values = Object.fromEntries(
    ["topics", "experience", "sample_url"].map((k) => [k, typeof parsed.raw[k] === "string" ? (parsed.raw[k] as string) : ""]),
  );
  if (!parsed.ok) return json<ActionData>({ errors: parsed.errors, values }, { status: 400 });
  const result = await apply(user, parsed.data);
  if (!result.ok) return json<ActionData>({ errorText: result.errorText, values }, { status: 409 });
  return redirectWithToast("/teach", { status: "SUCCESS", text: AUTHORING_MESSAGES.applied });
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta({ title: "Teach on Codelift", description: "Write text-based, interactive courses for developers on Codelift." }, { matches, location });

export default function Teach() {
  const data = useLoaderData<typeof loader>();
  const sent = useActionData<typeof action>() as ActionData | undefined;
  return (
    <section className="authoring-page teach-page">
      <h1>Teach on Codelift</h1>
      <p className="lead">
        Write the course you wish you had when you learned it. Codelift courses are text you can skim, code you can copy and quizzes that check you
        understood — no video to record.
      </p>
      <div className="teach-grid">
        <Card title="How it works" as="section">
          <ol className="teach-steps">
            <li>Apply below: tell us what you want to teach and what you have built or written.</li>
            <li>Our staff read every application and answer it.</li>
            <li>
              Once approved, you write in the editor at <code>/create</code>: sections, lessons, Markdown, code, callouts and quizzes. You can preview
              every lesson exactly as learners will read it.
            </li>
            <li>When it is ready, submit it for review. Staff publish it to the catalog or send it back with comments.</li>
          </ol>
        </Card>
        <Card title="Already writing?" as="section">
          <p>Staff and admins of organizations that write private courses for their teams are authors already.</p>
          <ButtonLink to="/create" variant="secondary">
            Go to your works
          </ButtonLink>
        </Card>
      </div>
      <h2 id="apply">Apply to teach</h2>
      {!data.loggedIn ? (
        <p>
          <AppLink to="/login?ru=/teach">Log in</AppLink> or <AppLink to="/signup?ru=/teach">sign up</AppLink> to apply.
        </p>
      ) : data.author ? (
        <Banner tone="success" title="You are an author">
          <p>
            Start writing at <AppLink to="/create">/create</AppLink>.
          </p>
        </Banner>
      ) : data.application?.status === "pending" ? (
        <Banner tone="info" title="Your application is in">
          <p data-testid="application-status">{data.pendingText}</p>
        </Banner>
      ) : (
        <>
          {data.application?.status === "declined" ? (
            <Banner tone="warning" title="Your last application was declined">
              <p>You are welcome to apply again with more detail.</p>
            </Banner>
          ) : null}
          <Form method="post" className="card teach-form" noValidate>
            {sent?.errorText ? (
              <p className="form-error" role="alert">
                {sent.errorText}
              </p>
            ) : null}
            <TextInput label="What do you want to teach?" name="topics" required defaultValue={sent?.values?.topics} error={sent?.errors?.topics} />
            <Textarea
              label="Your experience"
              hint="What you have built, taught or written, in a few sentences."
              name="experience"
              rows={5}
              required
              defaultValue={sent?.values?.experience}
              error={sent?.errors?.experience}
            />
            <TextInput
              label="A link to your work (optional)"
              name="sample_url"
              type="url"
              defaultValue={sent?.values?.sample_url}
              error={sent?.errors?.sample_url}
            />
            <Button type="submit">Send application</Button>
          </Form>
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
