// The browser's read of the user config (docs/product/feature-flags.md#the-user-config): the
// constants and the feature flags. A failed call is tried again twice; after the third failure the
// error is reported (once) and the caller gets null data and the error.
import { apiFetch } from "~/utils/apiFetch";

const USER_CONFIG_RETRIES = 2;

interface UserConfig {
  constants: Record<string, unknown>;
  is_logged_in: boolean;
  user_theme: string | null;
  feature_flags: Record<string, boolean>;
}

type UserConfigAnswer = { data: UserConfig; error: null } | { data: null; error: string };

/** Success is an answer of 200–399 with a JSON body; anything else (a network error too) is a failure. */
export async function fetchUserConfig(
  options: { cache?: boolean; encodedAffiliateId?: string; report?: (error: string) => void } = {},
  fetchImpl: (url: string) => Promise<Response> = (url) => apiFetch(url),
): Promise<UserConfigAnswer> {
  const query = new URLSearchParams();
  if (options.cache === false) query.set("cache", "false");
  if (options.encodedAffiliateId) query.set("encoded_affiliate_id", options.encodedAffiliateId);
  const url = `/api/userdata/user_config${query.size ? `?${query}` : ""}`;
  let error = "";
  for (let attempt = 0; attempt <= USER_CONFIG_RETRIES; attempt++) {
    try {
      const res = await fetchImpl(url);
      if (res.status >= 200 && res.status < 400) return { data: (await res.json()) as UserConfig, error: null };
      error = `The user config answered ${res.status}.`;
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
  }
  (options.report ?? reportUserConfigFailure)(error);
  return { data: null, error };
}

/** The default report of a user config that failed three times: the browser's console. */
function reportUserConfigFailure(error: string) {
  console.error(`user config: ${error}`);
}
