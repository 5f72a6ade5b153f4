// The lesson editor (docs/product/authoring.md#the-lesson-editor): a lesson's fields and its blocks
// (Markdown text, code, tabbed code, callout, quiz, runnable code, image) in one plain form (multipart:
// an image block's file is uploaded with the save). Every button saves first,
// then adds, moves or removes a block, so it all works without JavaScript.
import { Form } from "@remix-run/react";
import { useRef } from "react";
import { Button, ButtonLink } from "~/components/ui/Button";
import { Checkbox, Select, TextInput, Textarea } from "~/components/ui/Field";
import {
  BLOCK_KINDS,
  BLOCK_LABELS,
  CALLOUT_TONES,
  formatQuizOptions,
  formatTabs,
  type Block,
  type BlockKind,
  type DraftLesson,
} from "~/engine/authoring";
import { COACH_LANGUAGES } from "~/engine/constants";
import { MAX_IMAGE_BYTES } from "~/engine/lessonImages";
import { formatRunnableTests, formatSignature, type RunnableTest } from "~/engine/lessonBlocks";
import type { LessonFormValues } from "~/services/authoring.server";
import { ConflictNotice } from "./ConflictNotice";
import { useEditorEnhancements } from "./useEditorEnhancements";

export type LessonEditorResult =
  | { kind: "invalid"; errors: Record<string, string>; yours: LessonFormValues; version: number }
  | { kind: "conflict"; text: string; yours: LessonFormValues; theirs: DraftLesson | null; version: number }
  | { kind: "refused"; text: string; yours: LessonFormValues; version: number };

type LooseBlock = Partial<Block> & { kind?: string; [k: string]: unknown };

function blockText(b: LooseBlock): string {
  if (b.kind === "code") return String(b.code ?? "");
  if (b.kind === "tabbed") return formatTabs((b.tabs as { language: string; code: string }[] | undefined) ?? []);
  if (b.kind === "quiz") return String(b.question ?? "");
  if (b.kind === "runnable") return String(b.starter ?? "");
  if (b.kind === "image")
    return [String(b.src ?? ""), `Alt text: ${String(b.alt ?? "")}`, b.caption ? `Caption: ${String(b.caption)}` : ""].filter(Boolean).join("\n");
  return String(b.markdown ?? "");
}

/** A runnable block's signature and tests as the author typed them (kept when they do not parse). */
function runnableTexts(b: LooseBlock): { signature: string; tests: string } {
  const signature =
    typeof b.signatureText === "string"
      ? b.signatureText
      : b.functionName
        ? formatSignature({
            functionName: String(b.functionName),
            params: (b.params as { name: string; type: string }[] | undefined) ?? [],
            returnType: String(b.returnType ?? ""),
          })
        : "";
  const tests = typeof b.testsText === "string" ? b.testsText : formatRunnableTests((b.tests as RunnableTest[] | null | undefined) ?? []);
  return { signature, tests };
}

function SavedBlocks({ lesson }: { lesson: DraftLesson | null }) {
  if (!lesson) return <p>The lesson was removed from the course.</p>;
  return (
    <div className="authoring-saved-version">
      <p>
        <strong>{lesson.title}</strong> <span className="muted">/{lesson.slug}</span>
      </p>
      <ol>
        {lesson.blocks.map((b, i) => (
          <li key={i}>
            <span className="muted">
              {BLOCK_LABELS[b.kind]} · {b.id}
            </span>
            <pre className="authoring-pre">{blockText(b)}</pre>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** An image block: the uploaded image (kept in b{i}_src), a file to upload or replace it, alt text and caption. */
function ImageFields({ b, i, err }: { b: LooseBlock; i: number; err: (field: string) => string | undefined }) {
  const src = String(b.src ?? "");
  return (
    <>
      <input type="hidden" name={`b${i}_src`} value={src} />
      {src ? (
        <figure className="authoring-image">
          <img src={src} alt={String(b.alt ?? "")} />
        </figure>
      ) : null}
      <TextInput
        label={src ? "Replace the image" : "Image"}
        name={`b${i}_file`}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hint={`PNG, JPEG or WebP, at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB. It is uploaded when you save.`}
        error={err("src")}
      />
      <TextInput
        label="Alt text"
        name={`b${i}_alt`}
        defaultValue={String(b.alt ?? "")}
        maxLength={300}
        hint="What the image shows, for readers who cannot see it."
        error={err("alt")}
      />
      <TextInput label="Caption (optional)" name={`b${i}_caption`} defaultValue={String(b.caption ?? "")} maxLength={300} error={err("caption")} />
    </>
  );
}

function BlockFields({ b, i, errors, count }: { b: LooseBlock; i: number; errors: Record<string, string>; count: number }) {
  const kind = (BLOCK_KINDS as readonly string[]).includes(String(b.kind)) ? (b.kind as BlockKind) : "text";
  const err = (field: string) => errors[`blocks.${i}.${field}`];
  return (
    <li className="authoring-block card" data-testid="editor-block" data-kind={kind}>
      <input type="hidden" name={`b${i}_kind`} value={kind} />
      <div className="authoring-block-head">
        <h3 className="authoring-block-title">
          {i + 1}. {BLOCK_LABELS[kind]}
        </h3>
        <span className="authoring-actions">
          <Button
            type="submit"
            name="intent"
            value={`up:${i}`}
            variant="secondary"
            size="small"
            disabled={i === 0}
            aria-label={`Move block ${i + 1} up`}
          >
            Up
          </Button>
          <Button
            type="submit"
            name="intent"
            value={`down:${i}`}
            variant="secondary"
            size="small"
            disabled={i === count - 1}
            aria-label={`Move block ${i + 1} down`}
          >
            Down
          </Button>
          <Button type="submit" name="intent" value={`remove:${i}`} variant="link" size="small" aria-label={`Remove block ${i + 1}`}>
            Remove
          </Button>
        </span>
      </div>
      <TextInput label="Block id" name={`b${i}_id`} defaultValue={String(b.id ?? "")} error={err("id")} fieldClassName="field authoring-block-id" />
      {kind === "code" ? (
        <TextInput label="Language" name={`b${i}_language`} defaultValue={String(b.language ?? "")} error={err("language")} />
      ) : null}
      {kind === "callout" ? (
        <Select label="Kind of callout" name={`b${i}_tone`} defaultValue={String(b.tone ?? "note")}>
          {CALLOUT_TONES.map((t) => (
            <option key={t} value={t}>
              {t[0]!.toUpperCase() + t.slice(1)}
            </option>
          ))}
        </Select>
      ) : null}
      {kind === "runnable" ? (
        <>
          <Select label="Language" name={`b${i}_language`} defaultValue={String(b.language ?? "python")} error={err("language")}>
            {COACH_LANGUAGES.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </Select>
          <TextInput
            label="Function"
            name={`b${i}_signature`}
            defaultValue={runnableTexts(b).signature}
            className="mono"
            hint="name(param: type, …) -> type, e.g. add(a: int, b: int) -> int"
            error={err("functionName") ?? err("params") ?? err("returnType")}
          />
        </>
      ) : null}
      {kind === "image" ? <ImageFields b={b} i={i} err={err} /> : null}
      {kind === "image" ? null : (
        <Textarea
          label={
            kind === "quiz" ? "Question" : kind === "code" ? "Code" : kind === "runnable" ? "Starter code" : kind === "tabbed" ? "Tabs" : "Markdown"
          }
          name={`b${i}_text`}
          rows={kind === "quiz" ? 2 : 8}
          defaultValue={blockText(b)}
          className={kind === "code" || kind === "tabbed" || kind === "runnable" ? "mono" : kind === "text" ? "mono authoring-markdown" : undefined}
          data-markdown-editor={kind === "text" || kind === "callout" ? "" : undefined}
          data-code-editor={kind === "code" || kind === "runnable" ? "" : undefined}
          data-language-field={kind === "code" || kind === "runnable" ? `b${i}_language` : undefined}
          hint={kind === "tabbed" ? "Start each tab with a line “--- language”, e.g. “--- python”. A tab without code is left out." : undefined}
          error={err("markdown") ?? err("code") ?? err("question") ?? err("tabs") ?? err("starter")}
        />
      )}
      {kind === "runnable" ? (
        <Textarea
          label="Tests"
          name={`b${i}_tests`}
          rows={4}
          className="mono"
          defaultValue={runnableTexts(b).tests}
          hint="One test a line: the arguments as a JSON array, =>, the expected value as JSON, e.g. [1, 2] => 3."
          error={err("tests")}
        />
      ) : null}
      {kind === "quiz" ? (
        <>
          <Textarea
            label="Options"
            name={`b${i}_options`}
            rows={4}
            defaultValue={formatQuizOptions((b.options as { text: string; correct: boolean }[] | undefined) ?? [])}
            hint="One option a line. Start a correct option with *."
            error={err("options")}
          />
          <Checkbox label="More than one answer" name={`b${i}_multiple`} defaultChecked={b.multiple === true} />
        </>
      ) : null}
    </li>
  );
}

export function LessonEditor({
  courseId,
  lesson,
  version,
  locked,
  result,
}: {
  courseId: number;
  lesson: DraftLesson;
  version: number;
  locked: boolean;
  result?: LessonEditorResult;
}) {
  const yours = result?.yours;
  const v = yours ?? { title: lesson.title, slug: lesson.slug, summary: lesson.summary, minutes: String(lesson.minutes), blocks: lesson.blocks };
  const blocks = v.blocks as LooseBlock[];
  const errors = result?.kind === "invalid" ? result.errors : {};
  const formKey = `${version}-${result ? "r" : "l"}`;
  const formRef = useRef<HTMLFormElement>(null);
  const autosave = useEditorEnhancements(formRef, formKey, locked);
  return (
    <div className="authoring-editor">
      {result?.kind === "refused" ? (
        <p className="form-error" role="alert">
          {result.text}
        </p>
      ) : null}
      {result?.kind === "invalid" ? (
        <p className="form-error" role="alert">
          Not saved: fix the fields marked below.
        </p>
      ) : null}
      {result?.kind === "conflict" ? (
        <ConflictNotice text={result.text}>
          <SavedBlocks lesson={result.theirs} />
        </ConflictNotice>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="authoring-form" key={formKey} ref={formRef} noValidate>
        <input type="hidden" name="version" defaultValue={result?.version ?? version} />
        <input type="hidden" name="block_count" value={blocks.length} />
        <fieldset disabled={locked} className="authoring-fieldset">
          <legend className="visually-hidden">Lesson</legend>
          <TextInput label="Lesson title" name="title" defaultValue={v.title} required maxLength={150} error={errors.title} />
          <div className="authoring-row">
            <TextInput label="URL slug" name="slug" defaultValue={v.slug} required error={errors.slug} />
            <TextInput label="Minutes to read" name="minutes" inputMode="numeric" defaultValue={v.minutes} error={errors.minutes} />
          </div>
          <Textarea label="Summary" name="summary" rows={2} defaultValue={v.summary} maxLength={500} error={errors.summary} />
          <h2>Blocks</h2>
          {errors.blocks ? <p className="field-error">{errors.blocks}</p> : null}
          <ol className="authoring-blocks">
            {blocks.map((b, i) => (
              <BlockFields key={`${i}-${String(b.id)}`} b={b} i={i} errors={errors} count={blocks.length} />
            ))}
          </ol>
          <div className="authoring-actions" role="group" aria-label="Add a block" id="blocks-end">
            {BLOCK_KINDS.map((k) => (
              <Button key={k} type="submit" name="intent" value={`add:${k}`} variant="secondary" size="small">
                Add {BLOCK_LABELS[k].toLowerCase()}
              </Button>
            ))}
          </div>
          <div className="authoring-actions authoring-footer">
            <Button type="submit" name="intent" value="save">
              Save lesson
            </Button>
            <ButtonLink to={`/create/course/${courseId}/preview/${lesson.key}`} variant="secondary">
              Preview
            </ButtonLink>
            <ButtonLink to={`/create/course/${courseId}`} variant="link">
              Back to the course
            </ButtonLink>
            {/* Filled in with JavaScript only: without it the form saves on "Save lesson". */}
            <p className={`authoring-autosave authoring-autosave-${autosave.kind}`} role="status" aria-live="polite" data-testid="autosave-status">
              {locked || autosave.kind === "idle" ? "" : autosave.text}
            </p>
          </div>
        </fieldset>
      </Form>
    </div>
  );
}
