// One layout for the marketing routes: hero with calls to action, features, an optional catalogue
// slice, steps, links, questions and a closing call to action. Plain links only: it works without
// JavaScript.
import type { LinksFunction, MetaDescriptor, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { AppLink } from "~/components/AppLink";
import { defaultPageMeta, pageMeta, type MetaContext } from "~/components/catalog/meta";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { MARKETING, type Cta, type MarketingContent } from "~/engine/marketingCopy";
import type { MarketingPageData } from "~/services/marketing.server";
import marketingCss from "~/styles/marketing.css";

export const marketingLinks: LinksFunction = () => [{ rel: "stylesheet", href: marketingCss }];

/** The page's meta: the docs/product/catalog.md#marketing-and-seo defaults when it has a key, else its own title and description. */
export function marketingMeta(content: MarketingContent, ctx: MetaContext): MetaDescriptor[] {
  return content.seoKey ? defaultPageMeta(content.seoKey, ctx) : pageMeta({ title: content.title, description: content.description }, ctx);
}

/**
 * The one shell of the marketing routes whose page is its copy plus a catalogue slice: the route
 * module names its key, takes these exports and adds its loader (`loadMarketingPage`).
 */
export function marketingRoute(key: string) {
  const content = MARKETING[key];
  if (!content) throw new Error(`No marketing copy for "${key}"`);
  const meta: MetaFunction = (args) => marketingMeta(content, args);
  function Page() {
    const data = useLoaderData<MarketingPageData>();
    return <MarketingPage content={content!} courses={data.courses} />;
  }
  function ErrorBoundary() {
    return <GeneralErrorBoundary />;
  }
  return { links: marketingLinks, handle: { forceLightTheme: content.forceLightTheme ?? false }, meta, Page, ErrorBoundary };
}

export function CtaLink({ cta }: { cta: Cta }) {
  return (
    <AppLink className={cta.ghost ? "button button-ghost" : "button"} to={cta.to}>
      {cta.label}
    </AppLink>
  );
}

type CourseCard = { title: string; summary: string; href: string; difficulty: string; isFree: boolean };

export function MarketingPage({ content, courses = [], children }: { content: MarketingContent; courses?: CourseCard[]; children?: ReactNode }) {
  return (
    <article className="marketing-page">
      <header className="marketing-hero">
        <p className="marketing-eyebrow">{content.eyebrow}</p>
        <h1>{content.heading}</h1>
        <p className="marketing-lead">{content.lead}</p>
        <div className="hero-actions">
          {content.ctas.map((c) => (
            <CtaLink key={c.to} cta={c} />
          ))}
        </div>
      </header>

      {children}

      <section className="marketing-section" aria-labelledby="features-title">
        <h2 id="features-title">{content.features.heading}</h2>
        <div className="marketing-grid">
          {content.features.items.map((f) => (
            <div key={f.title} className="card marketing-feature">
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </div>
          ))}
        </div>
      </section>

      {content.courses && courses.length > 0 ? (
        <section className="marketing-section" aria-labelledby="courses-title">
          <h2 id="courses-title">{content.courses.heading}</h2>
          <ul className="marketing-grid marketing-courses">
            {courses.map((c) => (
              <li key={c.href} className="card">
                <h3>
                  <AppLink to={c.href}>{c.title}</AppLink>
                </h3>
                <p className="muted">
                  {c.difficulty}
                  {c.isFree ? " · Free" : ""}
                </p>
                <p>{c.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {content.steps ? (
        <section className="marketing-section" aria-labelledby="steps-title">
          <h2 id="steps-title">{content.steps.heading}</h2>
          <ol className="marketing-grid marketing-steps">
            {content.steps.items.map((f) => (
              <li key={f.title} className="card">
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {content.links ? (
        <section className="marketing-section" aria-labelledby="links-title">
          <h2 id="links-title">{content.links.heading}</h2>
          <ul className="marketing-links">
            {content.links.items.map((l) => (
              <li key={l.to}>
                <AppLink to={l.to}>{l.label}</AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {content.faq ? (
        <section className="marketing-section" aria-labelledby="faq-title">
          <h2 id="faq-title">Questions</h2>
          <dl className="marketing-faq">
            {content.faq.map((f) => (
              <div key={f.q}>
                <dt>{f.q}</dt>
                <dd>{f.a}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <section className="card marketing-closing" aria-labelledby="closing-title">
        <h2 id="closing-title">{content.closing.heading}</h2>
        <p>{content.closing.text}</p>
        <CtaLink cta={content.closing.cta} />
      </section>
    </article>
  );
}
