import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { LoginForm } from "~/components/auth/LoginForm";
import { Modal } from "~/components/Modal";
import { useOptionalUser } from "~/root";
import { safeRedirect } from "~/utils/http.server";
import { defaultPageMeta, siteOriginOf } from "~/components/catalog/meta";
import { siteJsonLd } from "~/engine/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const openLoginModal = url.searchParams.get("openLoginModal") === "true";
  return json({ openLoginModal, ru: safeRedirect(url.searchParams.get("ru") ?? "/learn/home") });
}

/** The login dialog of /?openLoginModal=true&ru=…: rendered open by the server, so it works without JavaScript. */
function LoginModal({ ru }: { ru: string }) {
  return (
    <Modal title="Log in to continue" closeTo="/" closeLabel="Close the login dialog">
      <LoginForm ru={ru} autoFocus />
    </Modal>
  );
}

export default function Home() {
  const { openLoginModal, ru } = useLoaderData<typeof loader>();
  const user = useOptionalUser();
  return (
    <>
      <section className="hero">
        <h1>Level up as a developer, one lesson at a time.</h1>
        <p>
          Text-based interactive courses you can read at your own pace, learning paths that take you from the basics to the job, and an
          interview coach that picks your next problem from how you actually did on the last one.
        </p>
        <div className="hero-actions">
          <Link className="button" to="/explore">
            Explore the catalog
          </Link>
          {user ? (
            <Link className="button button-ghost" to="/learn/home">
              Continue learning
            </Link>
          ) : (
            <Link className="button button-ghost" to="/signup">
              Start for free
            </Link>
          )}
        </div>
      </section>
      <section className="feature-grid" aria-label="What Codelift offers">
        <div className="card">
          <h2>Courses that respect your time</h2>
          <p className="muted">Short lessons with real code, a table of contents you can skim, and progress that follows you.</p>
          <Link to="/explore/free">Browse free courses</Link>
        </div>
        <div className="card">
          <h2>Interview prep that adapts</h2>
          <p className="muted">25 coding patterns, graded in a sandbox, with the next problem chosen for you and the reason why.</p>
          <Link to="/interview-prep">Meet the coach</Link>
        </div>
        <div className="card">
          <h2>New and early access</h2>
          <p className="muted">Be the first to read courses while we write them, and tell us what to improve.</p>
          <Link to="/explore/early-access">See early access</Link>
        </div>
      </section>
      {openLoginModal && !user ? <LoginModal ru={ru} /> : null}
    </>
  );
}

export const meta: MetaFunction = (args) => defaultPageMeta("home", args, { jsonLd: siteJsonLd(siteOriginOf(args)) });
