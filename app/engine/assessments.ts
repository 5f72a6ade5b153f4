// Skill assessments (docs/product/hands-on.md#skill-assessments): the shapes of an assessment and
// the pure rules the server and the CLI share — which question comes next (adaptive difficulty),
// the score, the level, the weak topics, passing and retaking.

/** Question difficulties, easiest first. */
const ASSESSMENT_DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
type AssessmentDifficulty = (typeof ASSESSMENT_DIFFICULTIES)[number];
/** The weight a right answer earns at each difficulty. */
const DIFFICULTY_WEIGHT: Record<AssessmentDifficulty, number> = { beginner: 1, intermediate: 2, advanced: 3 };
/** Every attempt starts here. */
const FIRST_DIFFICULTY: AssessmentDifficulty = "intermediate";

/** Level cut-offs on the 0–100 score: below 25 Beginner, then Intermediate, from 55 Advanced, from 80 Expert. */
export const LEVEL_CUTOFFS = [25, 55, 80] as const;
export const LEVEL_NAMES = ["Beginner", "Intermediate", "Advanced", "Expert"] as const;
type AssessmentLevel = (typeof LEVEL_NAMES)[number];
/** Passing (and the certificate) takes this score: the Advanced level. */
export const PASS_SCORE = LEVEL_CUTOFFS[1];
/** A finished assessment can be taken again this long after it was finished. */
const RETAKE_WAIT_HOURS = 24;
/** A topic is weak when fewer than this share of its questions were right. */
const WEAK_TOPIC_SHARE = 0.5;

/** The query value (?dialog=) of the retake modal. */
export const ASSESSMENT_RETAKE_DIALOG = "retake";

export const ASSESSMENT_TEXTS = {
  retakeTitle: "Retake this assessment?",
  retakeRules: [
    `You can retake an assessment ${RETAKE_WAIT_HOURS} hours after you finished it.`,
    "A retake starts again from the first question, at the intermediate difficulty.",
    "Your newest result replaces the one on your home page; a certificate you already earned stays yours.",
  ],
  retakeTooSoon: (at: string) => `You can retake this assessment from ${at} (UTC).`,
  upgrade: "Sign in to take an assessment.",
  notUnderstood: "That answer was not understood. Please choose an option or write your code.",
  finished: (level: AssessmentLevel, score: number) => `Assessment finished: ${score} of 100, ${level}.`,
} as const;

interface QuestionBase {
  id: string;
  topic: string;
  difficulty: AssessmentDifficulty;
  /** Markdown */
  prompt: string;
}
interface ChoiceQuestion extends QuestionBase {
  kind: "choice";
  choices: string[];
  /** index into choices */
  answer: number;
}
interface CodeQuestion extends QuestionBase {
  kind: "code";
  language: "python" | "javascript";
  functionName: string;
  params: { name: string; type: string }[];
  returnType: string;
  starter: string;
  tests: { input: unknown[]; expected: unknown }[];
}
export type AssessmentQuestion = ChoiceQuestion | CodeQuestion;

export interface AssessmentDefinition {
  /** the number certificates name it by */
  number: number;
  slug: string;
  title: string;
  summary: string;
  /** how many questions an attempt asks */
  length: number;
  questions: AssessmentQuestion[];
  /** courses (slugs) recommended for each topic the learner is weak in */
  courses: Record<string, string[]>;
}

export interface AnsweredQuestion {
  question: string;
  topic: string;
  difficulty: AssessmentDifficulty;
  correct: boolean;
}

/** The difficulty of the next question: one up after a right answer, one down after a wrong one. */
export function nextDifficulty(answered: readonly AnsweredQuestion[]): AssessmentDifficulty {
  const last = answered[answered.length - 1];
  if (!last) return FIRST_DIFFICULTY;
  const i = ASSESSMENT_DIFFICULTIES.indexOf(last.difficulty) + (last.correct ? 1 : -1);
  return ASSESSMENT_DIFFICULTIES[Math.max(0, Math.min(ASSESSMENT_DIFFICULTIES.length - 1, i))]!;
}

/**
 * The next question: the first one not asked yet at the wanted difficulty, else at the nearest
 * difficulty (the easier one first on a tie); null when the attempt has asked its length or the bank is used up.
 */
export function nextQuestion(
  def: Pick<AssessmentDefinition, "length" | "questions">,
  answered: readonly AnsweredQuestion[],
): AssessmentQuestion | null {
  if (answered.length >= def.length) return null;
  const asked = new Set(answered.map((a) => a.question));
  const want = ASSESSMENT_DIFFICULTIES.indexOf(nextDifficulty(answered));
  let best: AssessmentQuestion | null = null;
  let bestDistance = Infinity;
  for (const q of def.questions) {
    if (asked.has(q.id)) continue;
    const i = ASSESSMENT_DIFFICULTIES.indexOf(q.difficulty);
    const distance = Math.abs(i - want) * 2 + (i > want ? 1 : 0);
    if (distance < bestDistance) {
      best = q;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The score, 0–100: the weights of the right answers over the weights a learner who answers every
 * question of this assessment right would earn (starting at the first difficulty and climbing, as
 * far as the bank goes), rounded.
 */
export function assessmentScore(def: Pick<AssessmentDefinition, "length" | "questions">, answered: readonly AnsweredQuestion[]): number {
  const perfect: AnsweredQuestion[] = [];
  for (let q = nextQuestion(def, perfect); q; q = nextQuestion(def, perfect)) {
    perfect.push({ question: q.id, topic: q.topic, difficulty: q.difficulty, correct: true });
  }
  const best = perfect.reduce((sum, a) => sum + DIFFICULTY_WEIGHT[a.difficulty], 0);
  if (!best) return 0;
  const earned = answered.reduce((sum, a) => sum + (a.correct ? DIFFICULTY_WEIGHT[a.difficulty] : 0), 0);
  return Math.max(0, Math.min(100, Math.round((100 * earned) / best)));
}

/** The level of a score by the cut-offs 25, 55 and 80. */
export function assessmentLevel(score: number): AssessmentLevel {
  let level = 0;
  for (const cut of LEVEL_CUTOFFS) if (score >= cut) level++;
  return LEVEL_NAMES[level]!;
}

export const assessmentPassed = (score: number) => score >= PASS_SCORE;

/** Topics where fewer than half of the questions asked were answered right, in the order first asked. */
export function weakTopics(answered: readonly AnsweredQuestion[]): string[] {
  const tally = new Map<string, { right: number; asked: number }>();
  for (const a of answered) {
    const t = tally.get(a.topic) ?? { right: 0, asked: 0 };
    t.asked++;
    if (a.correct) t.right++;
    tally.set(a.topic, t);
  }
  return [...tally].filter(([, t]) => t.right / t.asked < WEAK_TOPIC_SHARE).map(([topic]) => topic);
}

/** Course slugs recommended for the weak topics, each once, in topic order. */
export function recommendedCourses(def: Pick<AssessmentDefinition, "courses">, weak: readonly string[]): string[] {
  const out: string[] = [];
  for (const topic of weak) for (const slug of def.courses[topic] ?? []) if (!out.includes(slug)) out.push(slug);
  return out;
}

/** When a finished attempt may be retaken; null when it may be now. */
export function retakeAvailableAt(finishedAt: string | null, now: Date): Date | null {
  if (!finishedAt) return null;
  const at = new Date(new Date(finishedAt).getTime() + RETAKE_WAIT_HOURS * 3_600_000);
  return at.getTime() > now.getTime() ? at : null;
}

/** Whether a multiple-choice answer is right. */
export function choiceCorrect(q: ChoiceQuestion, picked: number): boolean {
  return Number.isInteger(picked) && picked === q.answer;
}
