// The interview-prep coach, as the pages and the API call it. One import for everything:
//
//   context   getCoachContext, saveCoachContext, parseCoachContextInput, coachContextCookie,
//             migrateCoachContextFromCookie (toast MIGRATION_TOAST)
//   path      getUserPath, recordVisit, skipProblem, persistPattern, markPatternFeedback,
//             getTouchPoints, recordTouchPoint, saveTocMetadata, submitCoachFeedback
//   code      runCode, submitCode, submissionAllowance, evaluateLatestConstraints, submissionsData
//   progress  patternSummaries, weeklyPlanFor, nextStepFor
//   pages     coachPageProps
//   URLs      coachLessonPath, coachPageIdPath, coachPageFallbackPath, encodePathInfo,
//             decodePathInfo (pure, from ~/engine/coachProgress; client code imports them there)
//
// Unknown paths and pages throw a 404 JSON Response ({ errorText }), bad references a 400 one;
// loaders and actions can let them propagate. A free user's refused submission is a value
// ({ ok: false, status: 403, errorText, upgrade_url }) so a page can show the offer.
export * from "./coach/context.server";
export * from "./coach/path.server";
export * from "./coach/code.server";
export * from "./coach/progress.server";
export * from "./coach/pageProps.server";
export { requirePath, pathNotFoundText, type PathRef } from "./coach/common.server";
export { toJudgeLanguage, JUDGE_LANGUAGES, type JudgeLanguage, type TestVerdict } from "./coach/judge.server";
export {
  COACH_PREMIUM_REFUSAL,
  COACH_UPGRADE_URL,
  coachLessonPath,
  coachPageFallbackPath,
  coachPageIdPath,
  coachPagePropsApiPath,
  decodePathInfo,
  encodePathInfo,
  patternKey,
} from "~/engine/coachProgress";
