// The organization's progress chart: bars for the most active members, or words when nobody has done anything yet.
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { ProgressChart } from "~/components/organizations/progress/ProgressChart";

const row = (userId: number, fullName: string, lessonsCompleted: number, problemsSolved: number) => ({
  userId,
  fullName,
  lessonsCompleted,
  problemsSolved,
});

describe("ProgressChart", () => {
  it("says there is no activity yet when every member is at zero (no empty bars)", () => {
    const html = renderToString(<ProgressChart rows={[row(1, "Ada Admin", 0, 0), row(2, "Bo Member", 0, 0)]} />);
    expect(html).toContain("No activity yet.");
    expect(html).not.toContain("bar-lessons");
  });

  it("draws the most active first, up to eight, once anyone has done something", () => {
    const rows = [row(1, "Ada Admin", 0, 0), row(2, "Bo Member", 3, 1), ...Array.from({ length: 9 }, (_, i) => row(10 + i, `Member ${i}`, 1, 0))];
    const html = renderToString(<ProgressChart rows={rows} />);
    expect(html).not.toContain("No activity yet.");
    expect(html).toContain("Most active members");
    expect(html.indexOf("Bo Member")).toBeGreaterThan(-1);
    expect(html).not.toContain("Ada Admin");
    expect(html.match(/class="bar-lessons"/g)).toHaveLength(8 + 1); // eight rows and the legend
  });
});
