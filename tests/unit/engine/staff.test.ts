import { describe, expect, it } from "vitest";
import { emailDomain, isInternalStaff, maskMailSecrets, outboxMailForViewer, MAIL_MASK, type StaffCandidate } from "~/engine";

describe("emailDomain", () => {
  it.each([
    ["a@codelift.dev", "codelift.dev"],
    [" A@CodeLift.DEV ", "codelift.dev"],
    ['"odd@local"@Example.com', "example.com"],
    ["no-at-sign", null],
    ["@codelift.dev", null],
    ["someone@", null],
  ])("%s → %s", (email, domain) => {
    expect(emailDomain(email)).toBe(domain);
  });
});

describe("isInternalStaff", () => {
  const staff = (email: string, verified?: boolean | null): StaffCandidate => ({ email, verified });
  it.each<[string, StaffCandidate | null | undefined, string, boolean]>([
    ["a verified staff address", staff("m@codelift.dev", true), "codelift.dev", true],
    ["case-insensitive address", staff("M@CodeLift.Dev", true), "codelift.dev", true],
    ["case-insensitive domain setting", staff("m@codelift.dev", true), " CODELIFT.dev ", true],
    ["another configured domain", staff("m@acme.io", true), "acme.io", true],
    ["unverified staff address", staff("m@codelift.dev", false), "codelift.dev", false],
    ["verification unknown", staff("m@codelift.dev"), "codelift.dev", false],
    ["verification null", staff("m@codelift.dev", null), "codelift.dev", false],
    ["subdomain of the staff domain", staff("x@evil.codelift.dev", true), "codelift.dev", false],
    ["staff domain as the local part", staff("codelift.dev@evil.com", true), "codelift.dev", false],
    ["staff domain as a prefix", staff("x@codelift.dev.evil.com", true), "codelift.dev", false],
    ["domain ending like the staff domain", staff("x@notcodelift.dev", true), "codelift.dev", false],
    ["last @ decides", staff("x@codelift.dev@evil.com", true), "codelift.dev", false],
    ["last @ decides, the other way", staff("x@evil.com@codelift.dev", true), "codelift.dev", true],
    ["no domain", staff("codelift.dev", true), "codelift.dev", false],
    ["empty staff domain", staff("x@", true), "", false],
    ["another domain's staff", staff("m@codelift.dev", true), "acme.io", false],
    ["no user", null, "codelift.dev", false],
    ["undefined user", undefined, "codelift.dev", false],
  ])("%s → %s", (_name, user, domain, expected) => {
    expect(isInternalStaff(user, domain)).toBe(expected);
  });
});

describe("maskMailSecrets", () => {
  const TOKEN = "Qx3_vB9-kLmN0pRsT2uVwXyZ4aBcDeF";
  it.each([
    [
      "a verification link",
      `Open this link:\n\nhttps://codelift.dev/verify/${TOKEN}\n\nThanks`,
      `Open this link:\n\nhttps://codelift.dev/verify/${MAIL_MASK}\n\nThanks`,
    ],
    ["a reset link on a local origin", `http://127.0.0.1:3000/reset-password/${TOKEN}`, `http://127.0.0.1:3000/reset-password/${MAIL_MASK}`],
    ["a link with a query", `https://codelift.dev/login?token=${TOKEN}&x=1`, `https://codelift.dev/login?${MAIL_MASK}`],
    ["a link with a fragment", `https://codelift.dev/magic#${TOKEN}`, `https://codelift.dev/magic#${MAIL_MASK}`],
    ["a token as the first path segment", `https://codelift.dev/${TOKEN}`, `https://codelift.dev/${MAIL_MASK}`],
    ["punctuation after a link stays", `(see https://codelift.dev/verify/${TOKEN}).`, `(see https://codelift.dev/verify/${MAIL_MASK}).`],
    ["a bare token", `Your token: ${TOKEN}`, `Your token: ${MAIL_MASK}`],
    ["a one-time code", "Your code is 493021.", `Your code is ${MAIL_MASK}.`],
    [
      "two links",
      `https://a.test/verify/${TOKEN} and https://a.test/reset-password/${TOKEN}x`,
      `https://a.test/verify/${MAIL_MASK} and https://a.test/reset-password/${MAIL_MASK}`,
    ],
    [
      "plain text stays",
      "The link is valid for 72 hours. Internationalization-ready.",
      "The link is valid for 72 hours. Internationalization-ready.",
    ],
    ["a link without a secret stays", "Plans: https://codelift.dev/unlimited", "Plans: https://codelift.dev/unlimited"],
  ])("%s", (_name, text, expected) => {
    expect(maskMailSecrets(text)).toBe(expected);
  });
});

describe("outboxMailForViewer", () => {
  const mail = { id: 7, to: "victim@example.com", subject: "Reset", text: "https://codelift.dev/reset-password/abcdefghijklmnopqrstuvwxyz0123" };
  const masked = { ...mail, text: `https://codelift.dev/reset-password/${MAIL_MASK}`, masked: true };
  it.each([
    ["someone else's mail in production", { email: "m@codelift.dev", production: true }, masked],
    ["the viewer's own mail in production", { email: "Victim@Example.com", production: true }, { ...mail, masked: false }],
    ["someone else's mail in development", { email: "m@codelift.dev", production: false }, { ...mail, masked: false }],
  ])("%s", (_name, viewer, expected) => {
    expect(outboxMailForViewer(mail, viewer)).toEqual(expected);
  });

  it("a mail with nothing to hide is not marked as masked", () => {
    expect(outboxMailForViewer({ to: "a@b.c", text: "Hello" }, { email: "m@codelift.dev", production: true })).toEqual({
      to: "a@b.c",
      text: "Hello",
      masked: false,
    });
  });
});
