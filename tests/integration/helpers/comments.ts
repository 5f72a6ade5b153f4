// What the comments API answers, as the comments tests read it.
import type { CommentView, ReplyView } from "~/engine/comments";

/** A comments API answer: the fields the tests read (an answer carries those of its kind; a refusal, errorText). */
export type CommentsAnswer = {
  message?: string;
  comment_id: number;
  errorText?: string;
  errors?: unknown;
  counts: Record<string, number>;
  comments: CommentView[];
  replies: ReplyView[];
};
