// GET /api/userdata/get-works-with-notes-and-highlights (docs/product/learner-data.md#user-data): the courses the learner
// has notes or highlights in, with how many.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { listWorksWithNotes } from "~/models/notes.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed } from "~/utils/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const works = await listWorksWithNotes(user.id);
  return json(
    { works: works.map((w) => ({ author_id: w.authorId, work_id: w.workId, title: w.title, slug: w.slug, count: w.count })) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export function action() {
  return methodNotAllowed("GET");
}
