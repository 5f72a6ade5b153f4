// /enterprise-dashboard/{orgId}/progress.csv: the progress table as CSV (a header row, RFC 4180
// quoting), for the organization's admins and managers (and staff).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireOrganizationAccess } from "~/utils/organizationAccess.server";
import { organizationProgress, progressCsv } from "~/services/organizations/progress.server";
import { methodNotAllowed, parseParams } from "~/utils/http.server";

const Params = z.object({
  orgId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { orgId } = parseParams(params, Params);
  const access = await requireOrganizationAccess(request, orgId);
  const csv = progressCsv(await organizationProgress(orgId));
  const file = `${access.organization.slug.replace(/[^a-z0-9-]/gi, "") || "organization"}-progress.csv`;
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

export async function action() {
  return methodNotAllowed("GET");
}
