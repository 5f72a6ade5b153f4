// The Ink views, rendered to a fake 80-column terminal.
import { render } from "ink";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { priceCheckout } from "../../../app/engine";
import { simulateCoach } from "../../../cli/sim/coach";
import { Histogram } from "../../../cli/views/Histogram";
import { PriceView } from "../../../cli/views/Price";
import { ProgressBar } from "../../../cli/views/ProgressBar";
import { SimCoachView } from "../../../cli/views/SimCoach";
import { KeyValue, Table } from "../../../cli/views/Table";

/** Renders once into an 80-column fake stdout and returns the text, colours stripped. */
function frame(el: ReactElement): string {
  let out = "";
  const stdout = Object.assign(Object.create(process.stdout), {
    columns: 80,
    rows: 200,
    isTTY: false,
    // Keep the last frame with text: under CI=true Ink also writes a bare newline on unmount.
    write: (s: string) => {
      if (s.trim() !== "") out = s;
      return true;
    },
    on: () => stdout,
    off: () => stdout,
    removeListener: () => stdout,
  });
  const ink = render(el, { stdout, debug: true, patchConsole: false, exitOnCtrlC: false });
  ink.unmount();
  // eslint-disable-next-line no-control-regex -- an ANSI colour sequence starts with the ESC control character
  return out.replace(/\u001b\[[0-9;]*m/g, "");
}

const widest = (text: string) => Math.max(...text.split("\n").map((l) => l.length));

describe("views", () => {
  it("Table aligns columns, numbers to the right", () => {
    const text = frame(
      <Table
        columns={[{ header: "Plan" }, { header: "Total", align: "right" }]}
        rows={[
          ["300-12-6000", "$95.68"],
          ["100-1-6000", "$7.60"],
        ]}
      />,
    );
    const lines = text.split("\n");
    expect(lines[0]).toBe("Plan          Total");
    expect(lines[2]).toBe("300-12-6000  $95.68");
    expect(lines[3]).toBe("100-1-6000    $7.60");
  });

  it("KeyValue wraps a long value under itself", () => {
    const text = frame(
      <KeyValue
        items={[
          ["reason", "word ".repeat(30).trim()],
          ["points", "6"],
        ]}
      />,
    );
    const lines = text.split("\n");
    expect(lines.length).toBeGreaterThan(2);
    expect(lines[1]!.startsWith("        word")).toBe(true);
    expect(widest(text)).toBeLessThanOrEqual(80);
  });

  it("Histogram scales bars to the largest bin", () => {
    const text = frame(
      <Histogram
        bins={[
          { label: "0–1", count: 10 },
          { label: "2–3", count: 5 },
          { label: "4–5", count: 0 },
        ]}
        width={20}
      />,
    );
    const lines = text.split("\n");
    expect(lines[0]).toContain("█".repeat(20));
    expect(lines[1]).toContain("█".repeat(10));
    expect(lines[1]).not.toContain("█".repeat(11));
    expect(lines[0]).toContain("66.7%");
  });

  it("ProgressBar shows the share done", () => {
    const text = frame(<ProgressBar label="Simulating" done={250} total={1000} width={20} />);
    expect(text).toContain("█".repeat(5) + "░".repeat(15));
    expect(text).toContain("25% 250/1000");
  });

  it("the price view lists every line item and the total within 80 columns", () => {
    const price = priceCheckout({
      item: { kind: "plan", plan: { featureSet: 300, validityMonths: 12, planType: 6000 } },
      listPriceCents: 29900,
      regionalDiscountPercent: 60,
      githubStudent: { verified: true, percent: 30 },
      referralBalanceCents: 1000,
      now: "2026-11-20",
    });
    const text = frame(
      <PriceView
        doc={{
          plan: "300-12-6000",
          checkout_type: "subscription-buy",
          now: "2026-11-20T00:00:00.000Z",
          country: "IN",
          upgrade: null,
        }}
        price={price}
      />,
    );
    for (const s of ["$299.00", "-$179.40", "-$35.88", "-$10.00", "$73.72", "total_price_usd"]) expect(text).toContain(s);
    expect(widest(text)).toBeLessThanOrEqual(80);
  });

  it("the coach simulation view fits in 80 columns", () => {
    const patterns = Array.from({ length: 25 }, (_, i) => ({
      id: i === 4 ? "in-place-reversal-of-a-linked-list" : `pattern-${i + 1}`,
      problems: [
        { id: "a", difficulty: "easy" as const },
        { id: "b", difficulty: "medium" as const },
        { id: "c", difficulty: "hard" as const },
        { id: "d", difficulty: "medium" as const },
      ],
    }));
    const r = simulateCoach(patterns, { learners: 50, skill: 0.6, days: 28, perDay: 3, seed: 1 });
    const text = frame(<SimCoachView r={r} pathTitle="Path coding" />);
    expect(text).toContain("Problems needed to complete each pattern");
    expect(text).toContain("in-place-reversal-of-a-…");
    expect(widest(text)).toBeLessThanOrEqual(80);
  });
});
