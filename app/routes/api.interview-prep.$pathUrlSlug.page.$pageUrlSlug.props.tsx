import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { coachPageProps } from "~/services/coach.server";
import { errorText } from "~/utils/http.server";

// Slugs are looked up as given; one too long to exist is simply not found.
const slug = z.string().min(1).max(200);
const paramsSchema = z.object({ pathUrlSlug: slug, pageUrlSlug: slug });

export async function loader({ params }: LoaderFunctionArgs) {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) return errorText(404, "Page not found.");
  const props = await coachPageProps(parsed.data.pathUrlSlug, parsed.data.pageUrlSlug);
  return json(props, { headers: { "Cache-Control": "private, no-store" } });
}

export const action = () => json({ errorText: "Page props are read with GET." }, { status: 405, headers: { Allow: "GET" } });
