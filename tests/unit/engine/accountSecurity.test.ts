import { describe, expect, it } from "vitest";
import {
  changeNameSchema,
  deleteAccountSchema,
  formatRecoveryCode,
  isSixDigitCode,
  loginWithCodeSchema,
  normalizeCode,
  onboardingSchema,
  totpStep,
  totpStepAcceptable,
} from "~/engine";

describe("TOTP steps", () => {
  it("counts 30-second steps from the epoch", () => {
    expect(totpStep(0)).toBe(0);
    expect(totpStep(29_999)).toBe(0);
    expect(totpStep(30_000)).toBe(1);
  });
  it.each([
    [99, 100, null, "ok"],
    [100, 100, null, "ok"],
    [101, 100, null, "ok"],
    [98, 100, null, "out-of-window"],
    [102, 100, null, "out-of-window"],
    [100, 100, 100, "replayed"],
    [99, 100, 100, "replayed"],
    [101, 100, 100, "ok"],
  ] as const)("step %i at %i after %s → %s", (matched, current, last, verdict) => {
    expect(totpStepAcceptable(matched, current, last)).toBe(verdict);
  });
});

describe("codes", () => {
  it("normalises what people type", () => {
    expect(normalizeCode(" 123 456 ")).toBe("123456");
    expect(normalizeCode("AbCdE-fGhIj")).toBe("abcdefghij");
    expect(isSixDigitCode("123 456")).toBe(true);
    expect(isSixDigitCode("12345")).toBe(false);
    expect(isSixDigitCode("abcde-fghij")).toBe(false);
    expect(formatRecoveryCode("abcdefghij")).toBe("abcde-fghij");
  });
  it("strips all whitespace from a TOTP secret sent at login", () => {
    const parsed = loginWithCodeSchema.parse({ email: "a@b.co", password: "x", totp_secret: " JBSW Y3DP\tEHPK 3PXP\n" });
    expect(parsed.totp_secret).toBe("JBSWY3DPEHPK3PXP");
  });
});

describe("account forms", () => {
  it.each([
    ["", "Name is required."],
    ["Ada 2", "Invalid Name. You can only use Alphabets."],
    ["Ada", "Name should be at least 5 digits long."],
    ["a".repeat(51), "Name should be at max 50 digits long."],
  ])("name %j → %s", (full_name, message) => {
    const r = changeNameSchema.safeParse({ intent: "name", full_name });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(message);
  });
  it("asks for the word DELETE in capitals", () => {
    expect(deleteAccountSchema.safeParse({ intent: "delete", password: "p", confirm: " DELETE " }).success).toBe(true);
    expect(deleteAccountSchema.safeParse({ intent: "delete", password: "p", confirm: "delete" }).error!.issues[0]!.message).toBe(
      "Type DELETE to confirm.",
    );
  });
  it("onboarding takes digits only for the phone", () => {
    expect(onboardingSchema.safeParse({ full_name: "Valid Name", phone: "123", goal: "skills" }).error!.issues[0]!.message).toBe(
      "Phone number should be at least 10 digits long.",
    );
    expect(onboardingSchema.parse({ full_name: " Valid Name ", phone: " 5551234567 ", goal: "team" })).toEqual({
      full_name: "Valid Name",
      phone: "5551234567",
      goal: "team",
    });
  });
});
