// Skill assessments for the pages (docs/product/hands-on.md#skill-assessments): starting and
// retaking, the current question, grading an answer (choices here, code by the judge), finishing
// with a score and a level, the certificate of a pass and the results on the learner's home.
import {
  ASSESSMENT_TEXTS,
  assessmentLevel,
  assessmentPassed,
  assessmentScore,
  choiceCorrect,
  nextQuestion,
  recommendedCourses,
  retakeAvailableAt,
  weakTopics,
  type AnsweredQuestion,
  type AssessmentDefinition,
  type AssessmentQuestion,
} from "~/engine/assessments";
import { findOpenAttempt, listFinishedAttempts, recordAnswer, startAttempt } from "~/models/assessments.server";
import { listCatalogCourses } from "~/models/catalog.server";
import { listUserCertificates } from "~/models/certificates.server";
import { issueAssessmentCertificate } from "~/services/certificates.server";
import { grade, JudgeError } from "~/services/judge/index.server";
import { ASSESSMENTS, findAssessment } from "./catalog";

export { ASSESSMENTS, findAssessment };

/** What the page shows of a question: never the answer key or the tests' expectations. */
interface QuestionView {
  id: string;
  kind: "choice" | "code";
  topic: string;
  difficulty: string;
  prompt: string;
  choices: string[] | null;
  language: string | null;
  starter: string | null;
}

const questionView = (q: AssessmentQuestion): QuestionView => ({
  id: q.id,
  kind: q.kind,
  topic: q.topic,
  difficulty: q.difficulty,
  prompt: q.prompt,
  choices: q.kind === "choice" ? q.choices : null,
  language: q.kind === "code" ? q.language : null,
  starter: q.kind === "code" ? q.starter : null,
});

interface ResultView {
  score: number;
  level: string;
  passed: boolean;
  finishedAt: string;
  weakTopics: string[];
  courses: { slug: string; title: string }[];
}

async function resultView(
  def: AssessmentDefinition,
  answers: readonly AnsweredQuestion[],
  score: number,
  level: string,
  finishedAt: string,
): Promise<ResultView> {
  const weak = weakTopics(answers);
  const slugs = recommendedCourses(def, weak);
  const bySlug = new Map((await listCatalogCourses()).map((c) => [c.slug, c.title]));
  return {
    score,
    level,
    passed: assessmentPassed(score),
    finishedAt,
    weakTopics: weak,
    courses: slugs.filter((s) => bySlug.has(s)).map((slug) => ({ slug, title: bySlug.get(slug)! })),
  };
}

interface AssessmentState {
  inProgress: { number: number; of: number; question: QuestionView } | null;
  latest: ResultView | null;
  /** when a retake opens (ISO), null when the learner may start now */
  retakeAt: string | null;
  /** the certificate this assessment earned the learner, if any */
  certificate: { id: string; state: string } | null;
}

function certificateOf(certs: readonly { id: string; kind: string; subjectId: number; state: string }[], n: number) {
  const c = certs.find((x) => x.kind === "assessment" && x.subjectId === n);
  return c ? { id: c.id, state: c.state } : null;
}

export async function assessmentState(userId: number, def: AssessmentDefinition, now = new Date()): Promise<AssessmentState> {
  const open = await findOpenAttempt(userId, def.slug);
  const [last] = await listFinishedAttempts(userId, def.slug);
  const latest = last ? await resultView(def, last.answers, last.score ?? 0, last.level ?? assessmentLevel(last.score ?? 0), last.finishedAt!) : null;
  const retake = retakeAvailableAt(last?.finishedAt ?? null, now);
  const question = open?.currentQuestion ? def.questions.find((q) => q.id === open.currentQuestion) : undefined;
  return {
    inProgress: open && question ? { number: open.answers.length + 1, of: def.length, question: questionView(question) } : null,
    latest,
    retakeAt: retake ? retake.toISOString() : null,
    certificate: certificateOf(await listUserCertificates(userId), def.number),
  };
}

/** Starts (or continues) an attempt; refused until a retake opens. */
export async function startAssessment(
  userId: number,
  def: AssessmentDefinition,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; retakeAt: string }> {
  if (await findOpenAttempt(userId, def.slug)) return { ok: true };
  const [last] = await listFinishedAttempts(userId, def.slug);
  const retake = retakeAvailableAt(last?.finishedAt ?? null, now);
  if (retake) return { ok: false, retakeAt: retake.toISOString() };
  await startAttempt(userId, def.slug, nextQuestion(def, [])!.id, now);
  return { ok: true };
}

async function gradeAnswer(q: AssessmentQuestion, answer: { choice?: number; code?: string }): Promise<boolean | "busy"> {
  if (q.kind === "choice") return answer.choice !== undefined && choiceCorrect(q, answer.choice);
  if (!answer.code?.trim()) return false;
  try {
    const result = await grade({
      language: q.language,
      code: answer.code,
      problem: { functionName: q.functionName, params: q.params, returnType: q.returnType },
      tests: q.tests.map((t) => ({ ...t, hidden: true })),
    });
    return result.verdict === "Accepted";
  } catch (e) {
    if (e instanceof JudgeError) return "busy";
    throw e;
  }
}

type AnswerOutcome =
  | { kind: "stale" }
  | { kind: "busy" }
  | { kind: "next"; correct: boolean }
  | { kind: "finished"; score: number; level: string; passed: boolean; certificateId: string | null };

/** Grades the answer to the current question and moves on; the last answer finishes the attempt. */
export async function answerAssessment(
  userId: number,
  def: AssessmentDefinition,
  questionId: string,
  answer: { choice?: number; code?: string },
  now = new Date(),
): Promise<AnswerOutcome> {
  const open = await findOpenAttempt(userId, def.slug);
  if (!open || open.currentQuestion !== questionId) return { kind: "stale" };
  const q = def.questions.find((x) => x.id === questionId);
  if (!q) return { kind: "stale" };
  const correct = await gradeAnswer(q, answer);
  if (correct === "busy") return { kind: "busy" };
  const answers: AnsweredQuestion[] = [...open.answers, { question: q.id, topic: q.topic, difficulty: q.difficulty, correct }];
  const next = nextQuestion(def, answers);
  if (next) {
    const moved = await recordAnswer(open.id, q.id, answers, { question: next.id }, now);
    return moved ? { kind: "next", correct } : { kind: "stale" };
  }
  const score = assessmentScore(def, answers);
  const level = assessmentLevel(score);
  if (!(await recordAnswer(open.id, q.id, answers, { finished: { score, level } }, now))) return { kind: "stale" };
  const passed = assessmentPassed(score);
  const certificate = passed ? await issueAssessmentCertificate(userId, def, now) : null;
  return { kind: "finished", score, level, passed, certificateId: certificate?.id ?? null };
}

interface HomeAssessmentResult extends ResultView {
  slug: string;
  title: string;
}

/** The newest result of each assessment the learner finished, for their home page. */
export async function homeAssessmentResults(userId: number): Promise<HomeAssessmentResult[]> {
  const finished = await listFinishedAttempts(userId);
  const out: HomeAssessmentResult[] = [];
  for (const attempt of finished) {
    if (out.some((r) => r.slug === attempt.assessmentSlug)) continue;
    const def = findAssessment(attempt.assessmentSlug);
    if (!def) continue;
    const score = attempt.score ?? 0;
    out.push({
      slug: def.slug,
      title: def.title,
      ...(await resultView(def, attempt.answers, score, attempt.level ?? assessmentLevel(score), attempt.finishedAt!)),
    });
  }
  return out;
}

export { ASSESSMENT_TEXTS };
