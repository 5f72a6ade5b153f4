// One layout for every receipt mail: a purchase (its price's lines) and a renewal.
import { describe, expect, it } from "vitest";
import { receiptSubject, receiptText, renewedSentence } from "~/engine/mailTexts";

describe("receipts", () => {
  it("a purchase lists the price's lines (zeros left out, the list price kept) and what was charged", () => {
    const text = receiptText({
      name: "Ada",
      opening: "Thank you for your purchase of 300-12-6000.",
      lines: [
        { label: "List price", amountCents: 29_900 },
        { label: "Regional discount (0%)", amountCents: 0 },
        { label: "Coupon WELCOME20 (20%)", amountCents: -5_980 },
      ],
      chargedCents: 23_920,
      reference: "Transaction 7 · checkout 0b7c",
    });
    expect(text).toBe(
      [
        "Hi Ada,",
        "",
        "Thank you for your purchase of 300-12-6000.",
        "",
        "  List price                   $299.00",
        "  Coupon WELCOME20 (20%)       -$59.80",
        "  Charged                      $239.20",
        "",
        "Transaction 7 · checkout 0b7c",
        "",
        "The Codelift team",
      ].join("\n"),
    );
    expect(receiptSubject(23_920)).toBe("Your Codelift receipt: $239.20");
  });

  it("a renewal says until when the plan runs, and a charge to the backup method says so", () => {
    const text = receiptText({
      name: "Ada",
      opening: renewedSentence("300-1-6000", "2026-12-27T10:00:00.000Z"),
      chargedCents: 5_900,
      chargedNote: " (to your backup payment method)",
      reference: "Transaction 9",
    });
    expect(text).toBe(
      [
        "Hi Ada,",
        "",
        "Your plan 300-1-6000 has renewed. It now runs until December 27, 2026.",
        "",
        "  Charged                      $59.00 (to your backup payment method)",
        "",
        "Transaction 9",
        "",
        "The Codelift team",
      ].join("\n"),
    );
  });
});
