// Deprecating a published course from its editor (docs/product/authoring.md#deprecation): the
// author or staff pick at least one alternative from the catalog; the course then shows the
// deprecated banner and its /transition page. A plain form; it works without JavaScript.
import { Form } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { Banner } from "~/components/ui/Banner";
import { Button } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";

export type DeprecateResult = { kind: "deprecate"; text: string; errors?: Record<string, string> };

export function DeprecateCourse({
  version,
  alternatives,
  coursePath,
  deprecated,
  result,
}: {
  version: number;
  alternatives: { id: number; title: string }[];
  coursePath: string | null;
  deprecated: boolean;
  result?: DeprecateResult;
}) {
  if (deprecated)
    return (
      <Banner tone="warning" title="This course is deprecated" role="status">
        <p>
          Learners see the deprecated banner and its alternatives
          {coursePath ? (
            <>
              {" "}
              on <AppLink to={coursePath}>the course page</AppLink>
            </>
          ) : null}
          .
        </p>
      </Banner>
    );
  const error = result?.errors?.alternatives ?? result?.text;
  return (
    <Card title="Deprecate this course" as="section">
      <p className="muted">
        The course leaves the catalog: learners who have it keep it, with a banner that points to the alternatives you choose here.
      </p>
      <Form method="post" className="authoring-form" noValidate>
        <input type="hidden" name="intent" value="deprecate" />
        <input type="hidden" name="version" value={version} />
        <fieldset className="authoring-choices" aria-describedby={error ? "deprecate-error" : undefined}>
          <legend>Alternative courses (at least one)</legend>
          {alternatives.map((c) => (
            <label key={c.id} className="authoring-choice">
              <input type="checkbox" name="alternatives" value={c.id} /> {c.title}
            </label>
          ))}
        </fieldset>
        {error ? (
          <p className="form-error" role="alert" id="deprecate-error">
            {error}
          </p>
        ) : null}
        <div className="authoring-actions">
          <Button type="submit" variant="danger">
            Deprecate the course
          </Button>
        </div>
      </Form>
    </Card>
  );
}
