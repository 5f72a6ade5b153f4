// Authoring document schemas (docs/product/authoring.md): zod shapes of a course being written, kept
// apart from app/engine/authoring.ts so that pages importing the rules do not bring zod to the browser.
import { z } from "zod";
import { ACCESS_KINDS, AUTHORING_TEXTS, CALLOUT_TONES, COURSE_LEVELS, LIMITS } from "./authoringTexts";
import { CODE_LANGUAGE_IDS } from "./constants";
import { IMAGE_SRC, IMAGE_TEXTS } from "./lessonImages";

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
const BLOCK_ID = /^[A-Za-z0-9_-]{1,60}$/;
const LANGUAGE = /^[a-z0-9+#-]{0,20}$/;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,59}$/;

const tab = z.object({ language: z.string().regex(LANGUAGE, AUTHORING_TEXTS.language), code: z.string().max(LIMITS.code) });
const blockId = z.string().regex(BLOCK_ID, AUTHORING_TEXTS.blockId);

const blockSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("text"), id: blockId, markdown: z.string().max(LIMITS.markdown) }),
  z.object({
    kind: z.literal("code"),
    id: blockId,
    language: z.string().regex(LANGUAGE, AUTHORING_TEXTS.language),
    code: z.string().max(LIMITS.code),
  }),
  z.object({ kind: z.literal("tabbed"), id: blockId, tabs: z.array(tab).max(10) }),
  z.object({ kind: z.literal("callout"), id: blockId, tone: z.enum(CALLOUT_TONES), markdown: z.string().max(LIMITS.markdown) }),
  z
    .object({
      kind: z.literal("quiz"),
      id: blockId,
      question: z.string().max(LIMITS.summary),
      multiple: z.boolean(),
      options: z.array(z.object({ text: z.string().min(1).max(LIMITS.summary), correct: z.boolean() })),
    })
    .superRefine((q, ctx) => {
      const correct = q.options.filter((o) => o.correct).length;
      if (q.options.length < 2 || q.options.length > LIMITS.options || correct === 0)
        ctx.addIssue({ code: "custom", message: AUTHORING_TEXTS.quizOptions, path: ["options"] });
      else if (!q.multiple && correct !== 1) ctx.addIssue({ code: "custom", message: AUTHORING_TEXTS.singleChoice, path: ["options"] });
    }),
  // A runnable code block (docs/product/authoring.md#the-lesson-editor): a function the learner
  // writes from the starter code, graded by the judge on the author's tests.
  z.object({
    kind: z.literal("runnable"),
    id: blockId,
    language: z.enum(CODE_LANGUAGE_IDS, AUTHORING_TEXTS.runnableLanguage),
    functionName: z.string().regex(IDENTIFIER, AUTHORING_TEXTS.signature),
    params: z
      .array(z.object({ name: z.string().regex(IDENTIFIER, AUTHORING_TEXTS.signature), type: z.string().min(1).max(60) }))
      .max(10, AUTHORING_TEXTS.signature),
    returnType: z.string().min(1, AUTHORING_TEXTS.signature).max(60),
    starter: z.string().max(LIMITS.code),
    tests: z
      .array(z.object({ input: z.array(z.unknown()), expected: z.unknown() }), AUTHORING_TEXTS.runnableTests)
      .min(1, AUTHORING_TEXTS.runnableTests)
      .max(LIMITS.runnableTests, AUTHORING_TEXTS.runnableTests),
  }),
  // An uploaded image (docs/product/authoring.md#images-in-lessons): its stored address (empty until
  // one is uploaded: the block then shows nothing), alt text (required with an image), a caption.
  z
    .object({
      kind: z.literal("image"),
      id: blockId,
      src: z.string().refine((v) => v === "" || IMAGE_SRC.test(v), IMAGE_TEXTS.imageRequired),
      alt: z.string().max(300, IMAGE_TEXTS.altRequired),
      caption: z.string().max(300, IMAGE_TEXTS.caption),
    })
    .superRefine((b, ctx) => {
      if (b.src !== "" && b.alt.trim() === "") ctx.addIssue({ code: "custom", message: IMAGE_TEXTS.altRequired, path: ["alt"] });
    }),
]);
export type Block = z.infer<typeof blockSchema>;

export const lessonSchema = z.object({
  /** stable across renames: the lesson's address in the editor */
  key: z.string().regex(/^[a-z0-9]{1,20}$/),
  slug: z.string().regex(SLUG, AUTHORING_TEXTS.slug),
  title: z.string().trim().min(1, AUTHORING_TEXTS.title).max(LIMITS.title, AUTHORING_TEXTS.title),
  summary: z.string().max(LIMITS.summary),
  minutes: z.number().int().min(1).max(600),
  blocks: z.array(blockSchema).max(LIMITS.blocks, AUTHORING_TEXTS.tooManyBlocks),
});
export type DraftLesson = z.infer<typeof lessonSchema>;

const sectionSchema = z.object({
  key: z.string().regex(/^[a-z0-9]{1,20}$/),
  title: z.string().trim().min(1, AUTHORING_TEXTS.title).max(LIMITS.title, AUTHORING_TEXTS.title),
  lessons: z.array(lessonSchema).max(LIMITS.lessons),
});

export const courseDraftSchema = z.object({
  title: z.string().trim().min(1, AUTHORING_TEXTS.title).max(LIMITS.title, AUTHORING_TEXTS.title),
  slug: z.string().regex(SLUG, AUTHORING_TEXTS.slug),
  summary: z.string().max(LIMITS.summary),
  categorySlug: z.string().max(100),
  difficulty: z.enum(COURSE_LEVELS),
  access: z.enum(ACCESS_KINDS),
  /** values for the placeholders in code (NAME → value) */
  placeholders: z.record(z.string().regex(/^\w{1,40}$/), z.string().max(500)),
  sections: z.array(sectionSchema).max(LIMITS.sections),
});
export type CourseDraft = z.infer<typeof courseDraftSchema>;

// ---------------------------------------------------------------- paths and standalone modules
/** One part of a path (a published course or module) or one lesson of a module, by its catalog id. */
const workItemSchema = z.object({ kind: z.enum(["course", "module", "lesson"]), id: z.number().int().positive() });

/** A learning path being written (docs/product/authoring.md#paths-and-standalone-modules). */
export const pathDraftSchema = z.object({
  title: z.string().trim().min(1, AUTHORING_TEXTS.title).max(LIMITS.title, AUTHORING_TEXTS.title),
  slug: z.string().regex(SLUG, AUTHORING_TEXTS.slug),
  summary: z.string().max(LIMITS.summary),
  difficulty: z.enum(COURSE_LEVELS),
  items: z.array(workItemSchema.extend({ kind: z.enum(["course", "module"]) })).max(LIMITS.items),
});
export type PathDraft = z.infer<typeof pathDraftSchema>;

/** A standalone module being written: its fields and the catalog lessons it reads, in order. */
export const moduleDraftSchema = z.object({
  title: z.string().trim().min(1, AUTHORING_TEXTS.title).max(LIMITS.title, AUTHORING_TEXTS.title),
  slug: z.string().regex(SLUG, AUTHORING_TEXTS.slug),
  summary: z.string().max(LIMITS.summary),
  items: z.array(workItemSchema.extend({ kind: z.literal("lesson") })).max(LIMITS.items),
});
export type ModuleDraft = z.infer<typeof moduleDraftSchema>;
export type WorkItem = z.infer<typeof workItemSchema>;
