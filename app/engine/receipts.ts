// What a receipt mail says, in one layout for every payment: a purchase at checkout (what was
// bought, the price's lines, what was charged) and a renewal, charged by the scheduler or by
// Stripe. Pure.
import { formatFullDate, type DateInput } from "./dates";
import { formatUsd } from "./money";

/** Labels are padded to this width so that the amounts line up in a plain-text mail. */
const LABEL_WIDTH = 28;

export const receiptSubject = (chargedCents: number) => `Your Codelift receipt: ${formatUsd(chargedCents)}`;

/** The opening of a renewal's receipt. */
export const renewedSentence = (planCode: string, runsUntil: DateInput) => `Your plan ${planCode} has renewed. It now runs until ${formatFullDate(runsUntil)}.`;

export type Receipt = {
  name: string;
  /** what the payment was for, in a sentence */
  opening: string;
  /** the price's lines (a line of zero is left out, the list price always shown) */
  lines?: readonly { label: string; amountCents: number }[];
  chargedCents: number;
  /** said after the amount charged (" (to your backup payment method)") */
  chargedNote?: string;
  /** the references a learner quotes to support ("Transaction 12 · checkout …") */
  reference: string;
};

export function receiptText(r: Receipt): string {
  const lines = (r.lines ?? []).filter((l) => l.amountCents !== 0 || l.label === "List price").map((l) => `  ${l.label.padEnd(LABEL_WIDTH)} ${formatUsd(l.amountCents)}`);
  return [
    `Hi ${r.name},`,
    "",
    r.opening,
    "",
    ...lines,
    `  ${"Charged".padEnd(LABEL_WIDTH)} ${formatUsd(r.chargedCents)}${r.chargedNote ?? ""}`,
    "",
    r.reference,
    "",
    "The Codelift team",
  ].join("\n");
}
