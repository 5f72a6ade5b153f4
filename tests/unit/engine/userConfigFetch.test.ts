import { describe, expect, it } from "vitest";
import { fetchUserConfig } from "~/utils/userConfig";

const ok = () =>
  new Response(JSON.stringify({ constants: {}, is_logged_in: false, user_theme: null, feature_flags: { onboarding: true } }), { status: 200 });

describe("the browser's read of the user config", () => {
  it("tries a failing call twice more, then reports the error once and answers null data with it", async () => {
    const urls: string[] = [];
    const reported: string[] = [];
    const answer = await fetchUserConfig({ cache: false, encodedAffiliateId: "aff_x", report: (e) => reported.push(e) }, async (url) => {
      urls.push(url);
      return new Response("no", { status: 503 });
    });
    expect(urls).toEqual(Array(3).fill("/api/userdata/user_config?cache=false&encoded_affiliate_id=aff_x"));
    expect(answer).toEqual({ data: null, error: "The user config answered 503." });
    expect(reported).toEqual(["The user config answered 503."]);
  });

  it("stops at the first success, a network error counting as a failure", async () => {
    let calls = 0;
    const reported: string[] = [];
    const answer = await fetchUserConfig({ report: (e) => reported.push(e) }, async () => {
      calls++;
      if (calls === 1) throw new Error("offline");
      return ok();
    });
    expect(calls).toBe(2);
    expect(answer.data?.feature_flags).toEqual({ onboarding: true });
    expect(reported).toEqual([]);
  });
});
