// The user-info actions (docs/product/attribution.md#user-info-actions): what the client's copy of
// GET /api/user/info does on each action, and the one-way "viewed" flags the server keeps. Pure.

export const USER_INFO_ACTION_TEXTS = {
  unknownAction: "Specified action does not exist",
  unknownFlag: "Specified flag does not exist",
} as const;

/** The tours and modals a learner sees once: set by the "viewed" action, never cleared. */
export const VIEWED_FLAGS = [
  "has_viewed_onboarding_tour",
  "has_viewed_dashboard_tour",
  "has_viewed_coach_tour",
  "has_viewed_workspace_tour",
  "has_viewed_trial_success_modal",
  "has_viewed_annual_upgrade_modal",
  "has_viewed_pattern_transition_modal",
  "has_viewed_concept_transition_modal",
  "has_viewed_nudge",
] as const;
type ViewedFlag = (typeof VIEWED_FLAGS)[number];
export const isViewedFlag = (v: unknown): v is ViewedFlag => typeof v === "string" && (VIEWED_FLAGS as readonly string[]).includes(v);

const USER_INFO_ACTIONS = [
  "clear",
  "update",
  "free_trial_availed",
  "trial_cancelled",
  "subscription_bought",
  "team_subscription_bought",
  "logged_out",
  "viewed",
] as const;
type UserInfoActionName = (typeof USER_INFO_ACTIONS)[number];
export const isUserInfoAction = (v: unknown): v is UserInfoActionName =>
  typeof v === "string" && (USER_INFO_ACTIONS as readonly string[]).includes(v);

export type UserInfoState = Record<string, unknown> & { logged_in?: boolean };
type UserInfoAction = { type: string; payload?: Record<string, unknown>; flag?: string };

class UnknownUserInfoAction extends Error {
  constructor(readonly action: string) {
    super(USER_INFO_ACTION_TEXTS.unknownAction);
  }
}

/**
 * The next state of the client's user info. clear empties it; update merges the payload;
 * free_trial_availed sets the active and availed trial flags; trial_cancelled turns the active
 * one off; the two purchases mark the learner subscribed (team buyers as team admins too);
 * logged_out marks the learner logged out; viewed sets one known flag. Any other action throws
 * "Specified action does not exist".
 */
export function applyUserInfoAction(state: UserInfoState, action: UserInfoAction): UserInfoState {
  switch (action.type) {
    case "clear":
      return {};
    case "update":
      return { ...state, ...(action.payload ?? {}) };
    case "free_trial_availed":
      return { ...state, has_active_b2c_trial: true, has_availed_b2c_trial: true };
    case "trial_cancelled":
      return { ...state, has_active_b2c_trial: false };
    case "subscription_bought":
      return { ...state, is_user_subscribed: true };
    case "team_subscription_bought":
      return { ...state, is_user_subscribed: true, is_user_team_subscriber: true, is_team_buy_admin: true };
    case "logged_out":
      return { logged_in: false };
    case "viewed":
      if (!isViewedFlag(action.flag)) throw new Error(USER_INFO_ACTION_TEXTS.unknownFlag);
      return { ...state, [action.flag]: true };
    default:
      throw new UnknownUserInfoAction(action.type);
  }
}
