import { describe, it, expect } from "vitest";
import { emailSchema, fieldErrors, nameError, nameSchema, normalizeTotpSecret, passwordResetSchema, phoneError, phoneSchema } from "~/engine";
import { isUnexpectedAnalyticsValue, unexpectedAnalyticsKeys } from "~/engine/analyticsEvents";
import { z } from "zod";

const firstMessage = (r: { success: boolean; error?: z.ZodError }) => (r.success ? null : (r.error?.issues[0]?.message ?? "?"));

describe("email", () => {
  it.each([
    ["a@b.co", null],
    ["  spaced@example.com  ", null],
    ["", "Invalid Email Address"],
    ["not-an-email", "Invalid Email Address"],
    ["a@b", "Invalid Email Address"],
    [undefined, "Invalid Email Address"],
    [42, "Invalid Email Address"],
  ])("%j → %s", (value, message) => {
    const r = emailSchema.safeParse(value);
    expect(firstMessage(r)).toBe(message);
    if (r.success) expect(r.data).toBe(String(value).trim());
  });
});

describe("phone", () => {
  it.each([
    ["", "Phone number is required."],
    ["   ", "Phone number is required."],
    ["+14155550100", "Invalid Phone Number"],
    ["415-555-0100", "Invalid Phone Number"],
    ["12345abc90", "Invalid Phone Number"],
    ["123456789", "Phone number should be at least 10 digits long."],
    ["1234567890", null],
    ["123456789012345", null],
    ["1234567890123456", "Phone number should be at most 15 digits long."],
  ])("%j → %s", (value, message) => {
    expect(phoneError(value)).toBe(message);
    expect(firstMessage(phoneSchema.safeParse(value))).toBe(message);
  });

  it("reports one message at a time and treats a missing value as required", () => {
    const r = phoneSchema.safeParse("12ab");
    expect(r.success ? [] : r.error.issues).toHaveLength(1);
    expect(firstMessage(phoneSchema.safeParse(undefined))).toBe("Phone number is required.");
  });
});

describe("name", () => {
  it.each([
    ["", "Name is required."],
    ["    ", "Name is required."],
    ["Ada3 Lovelace", "Invalid Name. You can only use Alphabets."],
    ["Ada-Lovelace", "Invalid Name. You can only use Alphabets."],
    ["Ada", "Name should be at least 5 digits long."],
    ["  Ada  ", "Name should be at least 5 digits long."],
    ["Ada L", null],
    ["José Núñez", null],
    ["A".repeat(50), null],
    ["A".repeat(51), "Name should be at max 50 digits long."],
  ])("%j → %s", (value, message) => {
    expect(nameError(value)).toBe(message);
    expect(firstMessage(nameSchema.safeParse(value))).toBe(message);
  });

  it("outputs the trimmed name", () => {
    expect(nameSchema.parse("  Grace Hopper ")).toBe("Grace Hopper");
    expect(firstMessage(nameSchema.safeParse(null))).toBe("Name is required.");
  });
});

describe("password reset", () => {
  it.each([
    [{ reset_token: "t", new_password: "s3cret!!", new_password_confirm: "s3cret!!" }, {}],
    [
      { reset_token: "t", new_password: "", new_password_confirm: "" },
      { new_password: "New password is required.", new_password_confirm: "Please confirm your new password." },
    ],
    [{ reset_token: "t", new_password: "abcdefgh" }, { new_password_confirm: "Please confirm your new password." }],
    [{ reset_token: "t", new_password: "abcdefgh", new_password_confirm: "abcdefgi" }, { new_password_confirm: "Passwords do not match." }],
    [{ reset_token: "t", new_password: "short", new_password_confirm: "short" }, { new_password: "Password must be at least 8 characters long." }],
    [{ new_password: "abcdefgh", new_password_confirm: "abcdefgh" }, { reset_token: "The reset token is missing." }],
  ])("%j", (body, errors) => {
    const r = passwordResetSchema.safeParse(body);
    expect(r.success ? {} : fieldErrors(r.error)).toEqual(errors);
  });
});

describe("TOTP secret", () => {
  it.each([
    ["JBSW Y3DP EHPK 3PXP", "JBSWY3DPEHPK3PXP"],
    ["  ab\tcd\nef  ", "abcdef"],
    ["ABC", "ABC"],
  ])("%j → %j", (raw, clean) => {
    expect(normalizeTotpSecret(raw)).toBe(clean);
  });
});

describe("analytics values", () => {
  it.each([
    ["undefined", true],
    ["/courses/undefined/lesson", true],
    ["user_undefined", true],
    ["Undefined", false],
    ["defined", false],
    [undefined, false],
    [12, false],
  ])("%j → %s", (value, flagged) => {
    expect(isUnexpectedAnalyticsValue(value)).toBe(flagged);
  });

  it("lists the flagged keys", () => {
    expect(unexpectedAnalyticsKeys({ page: "/x/undefined", plan: "300-12-6000", ref: "undefined" })).toEqual(["page", "ref"]);
  });
});

describe("fieldErrors", () => {
  it("keeps the first message per field and names root errors _", () => {
    const schema = z.object({ a: z.string().min(2, "too short").max(1, "too long") });
    const r = schema.safeParse({ a: "x" });
    expect(r.success ? {} : fieldErrors(r.error)).toEqual({ a: "too short" });
    const root = z.string().safeParse(1);
    expect(root.success ? {} : Object.keys(fieldErrors(root.error))).toEqual(["_"]);
  });
});
