// Every mail's subject and body live in one module (app/engine/mailTexts.ts): no sender writes its
// own. The texts below are read word for word by people and by other tests.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAIL_TEXTS } from "~/engine/mailTexts";

const app = path.resolve(import.meta.dirname, "../../../app");
function sources(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
}

describe("mail texts", () => {
  it("are written in app/engine/mailTexts.ts only: no other file signs a mail or gives one a subject", () => {
    const elsewhere = sources(app)
      .filter((f) => !f.endsWith(path.join("engine", "mailTexts.ts")))
      .filter((f) => {
        const text = fs.readFileSync(f, "utf8");
        return text.includes("The Codelift team") || /\bsubject:\s*[`"]/.test(text);
      })
      .map((f) => path.relative(app, f));
    expect(elsewhere).toEqual([]);
  });

  it("name one bought coupon, or list a custom action's batch (docs/product/billing.md#custom-actions)", () => {
    const one = MAIL_TEXTS.coupon({ fullName: "Ada", codes: ["GIFT-AAAAAAAAAAAA"], plan: "300-12-6000" });
    expect(one.subject).toBe("Your Codelift coupon GIFT-AAAAAAAAAAAA");
    expect(one.text).toContain("Your coupon GIFT-AAAAAAAAAAAA gives plan 300-12-6000 once, free.");
    const batch = MAIL_TEXTS.coupon({ fullName: "Ada", codes: ["GIFT-A", "GIFT-B", "GIFT-C"], plan: "300-1-6000" });
    expect(batch.kind).toBe("coupon");
    expect(batch.subject).toBe("Your 3 Codelift coupons for plan 300-1-6000");
    expect(batch.text).toContain("Each of these coupons gives plan 300-1-6000 once, free.");
    expect(batch.text).toContain("GIFT-A\nGIFT-B\nGIFT-C");
  });

  it("keep their words", () => {
    expect(MAIL_TEXTS.reset({ fullName: "Ada Lovelace", link: "https://codelift.dev/reset-password/abc" })).toEqual({
      kind: "reset",
      subject: "Reset your Codelift password",
      text: "Hi Ada Lovelace,\n\nSomeone asked to reset the password of your Codelift account. Choose a new one here:\n\nhttps://codelift.dev/reset-password/abc\n\nThe link is valid for 2 hours. If it was not you, ignore this message: your password stays as it is.\n\nThe Codelift team",
    });
    expect(
      MAIL_TEXTS.orgInvite({
        inviterName: "Grace",
        inviterEmail: "g@x.test",
        organizationName: "Acme",
        role: "Admin",
        withSeat: true,
        link: "L",
        email: "n@x.test",
        days: 7,
      }).text,
    ).toBe(
      "Hi,\n\nGrace (g@x.test) invited you to join Acme on Codelift as an Admin with a seat.\n\nAccept the invitation here:\n\nL\n\nLog in with n@x.test (or create an account with that address) to accept. The link is valid for 7 days. If you were not expecting this, ignore this message.\n\nThe Codelift team",
    );
    const receipt = MAIL_TEXTS.renewalReceipt({
      fullName: "Ada",
      planCode: "300-12-6000",
      until: "2027-01-31T00:00:00.000Z",
      amountCents: 19900,
      toBackup: true,
      transactionId: 42,
    });
    expect(receipt.subject).toBe("Your Codelift receipt: $199.00");
    expect(receipt.text).toContain(`  ${"Charged".padEnd(28)} $199.00 (to your backup payment method)\n\nTransaction 42\n`);
    expect(
      MAIL_TEXTS.renewalReceipt({
        fullName: "Ada",
        planCode: "p",
        until: "2027-01-31T00:00:00.000Z",
        amountCents: 100,
        transactionId: 7,
        invoiceId: "in_1",
      }).text,
    ).toContain("Transaction 7 · invoice in_1");
    const trial = MAIL_TEXTS.receipt({
      fullName: "Ada",
      isTrial: true,
      itemCode: "300-1-6000",
      itemLabel: "x",
      businessNote: null,
      priceLines: [
        { label: "List price", amountCents: 0 },
        { label: "Coupon", amountCents: 0 },
      ],
      totalCents: 0,
      transactionId: 1,
      checkoutId: "c1",
    });
    expect(trial.subject).toBe("Your Codelift free trial has started");
    expect(trial.text).toBe(
      `Hi Ada,\n\nYour 7-day free trial of 300-1-6000 has started. Nothing was charged today.\n\n  ${"List price".padEnd(28)} $0.00\n  ${"Charged".padEnd(28)} $0.00\n\nTransaction 1 · checkout c1\n\nThe Codelift team`,
    );
  });
});
