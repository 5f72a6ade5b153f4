// The path and standalone-module editor (docs/product/authoring.md#paths-and-standalone-modules):
// one plain form like the course editor's. Every button saves the fields with the version the page
// was read at, then adds the item picked from the catalog, moves one up or down or removes it, so
// it all works without JavaScript.
import { Form } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { Badge } from "~/components/ui/Badge";
import { Banner } from "~/components/ui/Banner";
import { Button } from "~/components/ui/Button";
import { Select, TextInput, Textarea } from "~/components/ui/Field";
import { COURSE_LEVELS, WORK_STATE_LABELS, type ModuleDraft, type PathDraft, type WorkState } from "~/engine/authoring";
import type { PickOption, WorkFormValues, WorkSaveResult } from "~/services/authoringWorks.server";
import { ConflictNotice } from "./ConflictNotice";

export type WorkEditorResult = Exclude<WorkSaveResult, { kind: "saved" }>;

const NOUN = { path: "path", module: "module" } as const;

function SavedOutline({ draft, labels }: { draft: PathDraft | ModuleDraft; labels: Map<string, string> }) {
  return (
    <div className="authoring-saved-version">
      <p>
        <strong>{draft.title}</strong> <span className="muted">/{draft.slug}</span>
      </p>
      {draft.summary ? <p className="pre-wrap">{draft.summary}</p> : null}
      <ol>
        {draft.items.map((i) => (
          <li key={`${i.kind}:${i.id}`}>{labels.get(`${i.kind}:${i.id}`) ?? `${i.kind} ${i.id}`}</li>
        ))}
      </ol>
    </div>
  );
}

export function WorkEditor({
  kind,
  draft,
  state,
  version,
  reviewComment,
  items,
  options,
  draftViewHref,
  result,
}: {
  kind: "path" | "module";
  draft: PathDraft | ModuleDraft;
  state: WorkState;
  version: number;
  reviewComment: string | null;
  items: { value: string; label: string; group: string }[];
  options: PickOption[];
  draftViewHref: string | null;
  result?: WorkEditorResult;
}) {
  const noun = NOUN[kind];
  const v: WorkFormValues = result?.yours ?? {
    title: draft.title,
    slug: draft.slug,
    summary: draft.summary,
    difficulty: "difficulty" in draft ? draft.difficulty : "",
  };
  const errors = result?.kind === "invalid" ? result.errors : {};
  const inReview = state === "in_review";
  const groups = [...new Set(options.map((o) => o.group))];
  const taken = new Set(items.map((i) => i.value));
  const labels = new Map(options.map((o) => [o.value, o.label]));
  return (
    <div className="authoring-editor">
      <p className="authoring-state">
        <Badge tone={inReview ? "warning" : state === "published" ? "success" : "neutral"}>{WORK_STATE_LABELS[state]}</Badge>{" "}
        <span className="muted">Version {version}</span>
        {draftViewHref ? (
          <>
            {" · "}
            <AppLink to={draftViewHref}>Preview the module</AppLink>
          </>
        ) : null}
      </p>
      {reviewComment && state === "draft" ? (
        <Banner tone="warning" title={`The reviewer sent this ${noun} back`}>
          <p className="pre-wrap" data-testid="review-comment">
            {reviewComment}
          </p>
        </Banner>
      ) : null}
      {inReview ? (
        <Banner tone="info" title="Waiting for review" role="status">
          <p>Staff will publish this {noun} or send it back with comments. It cannot be changed meanwhile.</p>
        </Banner>
      ) : null}
      {result?.kind === "refused" ? (
        <p className="form-error" role="alert">
          {result.text}
        </p>
      ) : null}
      {result?.kind === "conflict" ? (
        <ConflictNotice text={result.text}>
          <SavedOutline draft={result.theirs} labels={labels} />
        </ConflictNotice>
      ) : null}
      <Form method="post" className="authoring-form" key={`${version}-${result ? "r" : "l"}`} noValidate>
        <input type="hidden" name="version" value={result?.version ?? version} />
        <fieldset disabled={inReview} className="authoring-fieldset">
          <legend className="visually-hidden">{kind === "path" ? "Path" : "Module"}</legend>
          <TextInput label="Title" name="title" defaultValue={v.title} required maxLength={150} error={errors.title} />
          <TextInput
            label="URL slug"
            name="slug"
            defaultValue={v.slug}
            required
            hint={kind === "path" ? `The path's address: /path/page/${v.slug || "…"}` : "Lower-case letters, digits and hyphens."}
            error={errors.slug}
          />
          <Textarea label="Summary" name="summary" rows={3} defaultValue={v.summary} maxLength={500} error={errors.summary} />
          {kind === "path" ? (
            <Select label="Difficulty" name="difficulty" defaultValue={v.difficulty} error={errors.difficulty}>
              {COURSE_LEVELS.map((d) => (
                <option key={d} value={d}>
                  {d[0]!.toUpperCase() + d.slice(1)}
                </option>
              ))}
            </Select>
          ) : null}
          <h2 id="work-items">{kind === "path" ? "Courses and modules" : "Lessons"}</h2>
          <p className="muted">
            {items.length} {kind === "path" ? (items.length === 1 ? "part" : "parts") : items.length === 1 ? "lesson" : "lessons"}, in the order
            learners take them. Every button below saves your changes first.
          </p>
          {items.length > 0 ? (
            <ol className="authoring-lessons" aria-labelledby="work-items">
              {items.map((item, i) => (
                <li key={item.value} className="authoring-lesson" data-testid="work-item">
                  <span className="authoring-lesson-title">
                    {item.label}{" "}
                    {kind === "path" ? (
                      <span className="muted">({item.value.startsWith("course:") ? "course" : "module"})</span>
                    ) : item.group ? (
                      <span className="muted">({item.group})</span>
                    ) : null}
                  </span>
                  <span className="authoring-actions">
                    <Button
                      type="submit"
                      name="intent"
                      value={`up:${i}`}
                      variant="secondary"
                      size="small"
                      disabled={i === 0}
                      aria-label={`Move “${item.label}” up`}
                    >
                      Up
                    </Button>
                    <Button
                      type="submit"
                      name="intent"
                      value={`down:${i}`}
                      variant="secondary"
                      size="small"
                      disabled={i === items.length - 1}
                      aria-label={`Move “${item.label}” down`}
                    >
                      Down
                    </Button>
                    <Button type="submit" name="intent" value={`remove:${i}`} variant="link" size="small" aria-label={`Remove “${item.label}”`}>
                      Remove
                    </Button>
                  </span>
                </li>
              ))}
            </ol>
          ) : null}
          <div className="authoring-row">
            <Select
              label={kind === "path" ? "Add a course or module from the catalog" : "Add a lesson from the catalog"}
              name="pick"
              defaultValue=""
              error={errors.pick}
            >
              <option value="">Choose…</option>
              {groups.map((g) => (
                <optgroup key={g} label={g}>
                  {options
                    .filter((o) => o.group === g && !taken.has(o.value))
                    .map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                </optgroup>
              ))}
            </Select>
          </div>
          <div className="authoring-actions authoring-footer">
            <Button type="submit" name="intent" value="add" variant="secondary">
              Add to the {noun}
            </Button>
            <Button type="submit" name="intent" value="save">
              Save
            </Button>
            <Button type="submit" name="intent" value="submit" variant="secondary">
              Submit for review
            </Button>
          </div>
        </fieldset>
      </Form>
    </div>
  );
}
