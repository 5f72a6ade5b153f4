import { describe, expect, it } from "vitest";
import {
  decideExtension,
  decideStart,
  labComplete,
  labEndsAt,
  labSecondsLeft,
  labStatusAt,
  mayRunLabs,
  LAB_EXTENSION_MINUTES,
  LAB_SESSION_MINUTES,
  type LabSessionFacts,
} from "~/engine/labs";

const start = new Date("2026-11-27T10:00:00.000Z");
const session = (over: Partial<LabSessionFacts> = {}): LabSessionFacts => ({
  status: "active",
  startedAt: start.toISOString(),
  endsAt: labEndsAt(start).toISOString(),
  extended: false,
  ...over,
});
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe("cloud-lab sessions", () => {
  it("last LAB_SESSION_MINUTES and count down to the end, then are expired even before anyone ends them", () => {
    expect(LAB_SESSION_MINUTES).toBe(30);
    expect(session().endsAt).toBe("2026-11-27T10:30:00.000Z");
    expect(labSecondsLeft(session(), at(0))).toBe(1800);
    expect(labSecondsLeft(session(), at(29.5))).toBe(30);
    expect(labStatusAt(session(), at(29.99))).toBe("active");
    expect(labStatusAt(session(), at(30))).toBe("expired");
    expect(labSecondsLeft(session(), at(31))).toBe(0);
    expect(labStatusAt(session({ status: "ended" }), at(1))).toBe("ended");
  });

  it("extend once by LAB_EXTENSION_MINUTES from the current end, only while running", () => {
    const first = decideExtension(session(), at(10));
    expect(first).toEqual({ ok: true, endsAt: new Date(at(30).getTime() + LAB_EXTENSION_MINUTES * 60_000).toISOString() });
    expect(decideExtension(session({ extended: true, endsAt: (first as { endsAt: string }).endsAt }), at(20))).toEqual({
      ok: false,
      reason: "already_extended",
    });
    expect(decideExtension(session(), at(30))).toEqual({ ok: false, reason: "not_running" });
    expect(decideExtension(session({ status: "ended" }), at(5))).toEqual({ ok: false, reason: "not_running" });
    expect(decideExtension(session(), at(1), 5)).toEqual({ ok: true, endsAt: "2026-11-27T10:35:00.000Z" });
  });

  it("allow one running lab at a time; an overdue session does not block a new one", () => {
    expect(decideStart([], at(0))).toEqual({ ok: true });
    expect(decideStart([{ ...session(), labSlug: "s3-buckets-and-objects" }], at(5))).toEqual({
      ok: false,
      reason: "busy",
      labSlug: "s3-buckets-and-objects",
    });
    expect(decideStart([{ ...session(), labSlug: "s3-buckets-and-objects" }], at(45))).toEqual({ ok: true });
    expect(decideStart([{ ...session({ status: "ended" }), labSlug: "x" }], at(5))).toEqual({ ok: true });
  });

  it("are complete when every step passed", () => {
    expect(labComplete(2, [0, 1])).toBe(true);
    expect(labComplete(2, [1])).toBe(false);
    expect(labComplete(0, [])).toBe(false);
  });

  it("are for Premium Plus, staff and organizations with can_access_cloudlabs", () => {
    expect(mayRunLabs({ premiumPlus: true, staff: false, organizationAllows: false })).toBe(true);
    expect(mayRunLabs({ premiumPlus: false, staff: true, organizationAllows: false })).toBe(true);
    expect(mayRunLabs({ premiumPlus: false, staff: false, organizationAllows: true })).toBe(true);
    expect(mayRunLabs({ premiumPlus: false, staff: false, organizationAllows: false })).toBe(false);
  });
});
