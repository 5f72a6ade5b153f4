// The course editor (docs/product/authoring.md#the-course-editor): one plain form. Every button
// saves the fields with the version the page was read at, then adds, moves or removes what it
// names, so it all works without JavaScript (move up / move down instead of dragging).
import { Form } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { Badge } from "~/components/ui/Badge";
import { Banner } from "~/components/ui/Banner";
import { Button, ButtonLink } from "~/components/ui/Button";
import { Select, TextInput, Textarea } from "~/components/ui/Field";
import { COURSE_LEVELS, formatPlaceholders, WORK_STATE_LABELS, type CourseDraft, type WorkState } from "~/engine/authoring";
import type { CourseFormValues } from "~/services/authoring.server";
import { ConflictNotice } from "./ConflictNotice";

export type CourseEditorResult =
  | { kind: "invalid"; errors: Record<string, string>; yours: CourseFormValues; version: number }
  | { kind: "conflict"; text: string; yours: CourseFormValues; theirs: CourseDraft; version: number }
  | { kind: "refused"; text: string; yours: CourseFormValues; version: number };

const ACCESS_LABELS = { free: "Free", paid: "Paid (with a subscription or bought on its own)", early_access: "Early access" } as const;

function DraftOutline({ draft }: { draft: CourseDraft }) {
  return (
    <div className="authoring-saved-version">
      <p>
        <strong>{draft.title}</strong> <span className="muted">/{draft.slug}</span>
      </p>
      {draft.summary ? <p className="pre-wrap">{draft.summary}</p> : null}
      <ol>
        {draft.sections.map((s) => (
          <li key={s.key}>
            {s.title}
            <ol>
              {s.lessons.map((l) => (
                <li key={l.key}>{l.title}</li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function CourseEditor({
  id,
  draft,
  state,
  version,
  categories,
  reviewComment,
  result,
}: {
  id: number;
  draft: CourseDraft;
  state: WorkState;
  version: number;
  categories: { slug: string; name: string }[];
  reviewComment: string | null;
  result?: CourseEditorResult;
}) {
  const yours = result?.yours;
  const v: CourseFormValues = yours ?? {
    title: draft.title,
    slug: draft.slug,
    summary: draft.summary,
    category: draft.categorySlug,
    difficulty: draft.difficulty,
    access: draft.access,
    placeholders: formatPlaceholders(draft.placeholders),
    sectionTitles: draft.sections.map((s) => s.title),
  };
  const errors = result?.kind === "invalid" ? result.errors : {};
  const inReview = state === "in_review";
  const lessonCount = draft.sections.reduce((n, s) => n + s.lessons.length, 0);
  let reading = 0;
  return (
    <div className="authoring-editor">
      <p className="authoring-state">
        <Badge tone={inReview ? "warning" : state === "published" ? "success" : "neutral"}>{WORK_STATE_LABELS[state]}</Badge>{" "}
        <span className="muted">Version {version}</span>
      </p>
      {reviewComment && state === "draft" ? (
        <Banner tone="warning" title="The reviewer sent this course back">
          <p className="pre-wrap" data-testid="review-comment">
            {reviewComment}
          </p>
        </Banner>
      ) : null}
      {inReview ? (
        <Banner tone="info" title="Waiting for review" role="status">
          <p>Staff will publish this course or send it back with comments. It cannot be changed meanwhile.</p>
        </Banner>
      ) : null}
      {result?.kind === "refused" ? (
        <p className="form-error" role="alert">
          {result.text}
        </p>
      ) : null}
      {result?.kind === "conflict" ? (
        <ConflictNotice text={result.text}>
          <DraftOutline draft={result.theirs} />
        </ConflictNotice>
      ) : null}
      <Form method="post" className="authoring-form" key={`${version}-${result ? "r" : "l"}`} noValidate>
        <input type="hidden" name="version" value={result?.version ?? version} />
        <fieldset disabled={inReview} className="authoring-fieldset">
          <legend className="visually-hidden">Course</legend>
          <TextInput label="Title" name="title" defaultValue={v.title} required maxLength={150} error={errors.title} />
          <TextInput
            label="URL slug"
            name="slug"
            defaultValue={v.slug}
            required
            hint={`The course's address: /courses/${v.slug || "…"}`}
            error={errors.slug}
          />
          <Textarea label="Summary" name="summary" rows={3} defaultValue={v.summary} maxLength={500} error={errors.summary} />
          <div className="authoring-row">
            <Select label="Category" name="category" defaultValue={v.category} error={errors.category ?? errors.categorySlug}>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </Select>
            <Select label="Difficulty" name="difficulty" defaultValue={v.difficulty} error={errors.difficulty}>
              {COURSE_LEVELS.map((d) => (
                <option key={d} value={d}>
                  {d[0]!.toUpperCase() + d.slice(1)}
                </option>
              ))}
            </Select>
            <Select label="Access" name="access" defaultValue={v.access} error={errors.access}>
              {Object.entries(ACCESS_LABELS).map(([k, label]) => (
                <option key={k} value={k}>
                  {label}
                </option>
              ))}
            </Select>
          </div>
          <Textarea
            label="Code placeholders"
            name="placeholders"
            rows={2}
            defaultValue={v.placeholders}
            hint="NAME=value, one a line. In code blocks, ;;;NAME;;;, <<NAME>>, ==NAME== and {{NAME}} become the value."
            error={errors.placeholders}
            className="mono"
          />
          <h2>Sections and lessons</h2>
          <p className="muted">
            {lessonCount} {lessonCount === 1 ? "lesson" : "lessons"}. Every button below saves your changes first.
          </p>
          <ol className="authoring-sections">
            {draft.sections.map((s, si) => (
              <li key={s.key} className="authoring-section card">
                <TextInput label={`Section ${si + 1} title`} name={`s${si}_title`} defaultValue={v.sectionTitles[si] ?? s.title} required />
                <div className="authoring-actions">
                  <Button type="submit" name="intent" value={`section-up:${si}`} variant="secondary" size="small" disabled={si === 0}>
                    Move section up
                  </Button>
                  <Button
                    type="submit"
                    name="intent"
                    value={`section-down:${si}`}
                    variant="secondary"
                    size="small"
                    disabled={si === draft.sections.length - 1}
                  >
                    Move section down
                  </Button>
                  {s.lessons.length === 0 && draft.sections.length > 1 ? (
                    <Button type="submit" name="intent" value={`section-remove:${si}`} variant="danger" size="small">
                      Remove empty section
                    </Button>
                  ) : null}
                </div>
                <ol className="authoring-lessons">
                  {s.lessons.map((l) => {
                    reading += 1;
                    return (
                      <li key={l.key} className="authoring-lesson" data-testid="editor-lesson">
                        <span className="authoring-lesson-title">
                          <AppLink to={`/create/course/${id}/lesson/${l.key}`}>{l.title}</AppLink>{" "}
                          <span className="muted">
                            ({l.blocks.length} {l.blocks.length === 1 ? "block" : "blocks"})
                          </span>
                        </span>
                        <span className="authoring-actions">
                          <ButtonLink to={`/create/course/${id}/preview/${l.key}`} variant="link" size="small" aria-label={`Preview “${l.title}”`}>
                            Preview
                          </ButtonLink>
                          <Button
                            type="submit"
                            name="intent"
                            value={`lesson-up:${l.key}`}
                            variant="secondary"
                            size="small"
                            disabled={reading === 1}
                            aria-label={`Move “${l.title}” up`}
                          >
                            Up
                          </Button>
                          <Button
                            type="submit"
                            name="intent"
                            value={`lesson-down:${l.key}`}
                            variant="secondary"
                            size="small"
                            disabled={reading === lessonCount}
                            aria-label={`Move “${l.title}” down`}
                          >
                            Down
                          </Button>
                          <Button
                            type="submit"
                            name="intent"
                            value={`lesson-remove:${l.key}`}
                            variant="link"
                            size="small"
                            aria-label={`Remove “${l.title}”`}
                          >
                            Remove
                          </Button>
                        </span>
                      </li>
                    );
                  })}
                </ol>
                <Button type="submit" name="intent" value={`add-lesson:${si}`} variant="secondary" size="small">
                  Add a lesson to this section
                </Button>
              </li>
            ))}
          </ol>
          <div className="authoring-actions authoring-footer">
            <Button type="submit" name="intent" value="add-section" variant="secondary">
              Add a section
            </Button>
            <Button type="submit" name="intent" value="save">
              Save
            </Button>
            <Button type="submit" name="intent" value="submit" variant="secondary" data-banner-id="submit_course_for_review">
              Submit for review
            </Button>
          </div>
        </fieldset>
      </Form>
    </div>
  );
}
