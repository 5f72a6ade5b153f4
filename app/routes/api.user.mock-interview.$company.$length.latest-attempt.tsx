// GET /api/user/mock-interview/{company}/{length}/latest-attempt?timezone=… (docs/product/interview-prep.md#mock-interviews):
// {a} is the company (one of the coach's company choices, any case), {b} the length in minutes
// (45 or 60). Answers the learner's latest attempt for that pair (null when none) and the
// month's allowance in the given IANA time zone (default UTC). Reads only.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { companySchema, latestMockAttempt, lengthSchema, mockAllowance, timeZoneSchema } from "~/services/mockInterviews.server";
import { requireApiUser } from "~/utils/auth.server";
import { badRequest, flattenIssues, methodNotAllowed } from "~/utils/http.server";

const inputSchema = z.object({ company: companySchema, length: lengthSchema, timezone: timeZoneSchema });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const url = new URL(request.url);
  const parsed = inputSchema.safeParse({ company: params.company, length: params.length, timezone: url.searchParams.get("timezone") ?? "UTC" });
  if (!parsed.success) badRequest(flattenIssues(parsed.error));
  const { company, length, timezone } = parsed.data;
  const now = new Date();
  const [attempt, allowance] = await Promise.all([latestMockAttempt(user.id, company, length, now), mockAllowance(user.id, timezone, now)]);
  return json(
    {
      company,
      length_minutes: length,
      timezone,
      latest_attempt: attempt,
      allowance: {
        month_key: allowance.monthKey,
        per_month: allowance.allowance,
        used: allowance.used,
        remaining: allowance.remaining,
        can_start: allowance.refusal === null,
      },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const action = () => methodNotAllowed("GET");
