// One layout for the marketing routes: hero with calls to action, features, an optional catalogue
// slice, steps, links, questions and a closing call to action. Plain links only: it works without
// JavaScript.
import { AppLink } from "~/components/AppLink";
import type { LinksFunction, MetaDescriptor } from "@remix-run/node";

import type { ReactNode } from "react";
import marketingCss from "~/styles/marketing.css";
import { pageMeta, defaultPageMeta, type MetaContext } from "~/components/catalog/meta";
import type { Cta, MarketingContent } from "./content";

export const marketingLinks: LinksFunction = () => [{ rel: "stylesheet", href: marketingCss }];

/** The page's meta: the docs/product/catalog.md#marketing-and-seo defaults when it has a key, else its own title and description. */
export function marketingMeta(content: MarketingContent, ctx: MetaContext): MetaDescriptor[] {
  return content.seoKey ? defaultPageMeta(content.seoKey, ctx) : pageMeta({ title: content.title, description: content.description }, ctx);
}

export function CtaLink({ cta }: { cta: Cta }) {
  return (
    <AppLink className={cta.ghost ? "button button-ghost" : "button"} to={cta.to}>
      {cta.label}
    </AppLink>
  );
}

export type CourseCard = { title: string; summary: string; href: string; difficulty: string; isFree: boolean };

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
