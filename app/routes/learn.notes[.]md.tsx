// GET /learn/notes.md: every note and highlight of the learner as one Markdown file.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { notesToMarkdown } from "~/engine";
import { listNotes } from "~/models/notes.server";
import { groupNotesByCourse } from "~/services/notes.server";
import { requireUser } from "~/utils/auth.server";
import { methodNotAllowed } from "~/utils/http.server";
import { appOrigin } from "~/utils/env.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const groups = groupNotesByCourse(await listNotes(user.id)).map((g) => ({
    courseTitle: g.courseTitle,
    notes: g.notes.map((n) => ({
      id: n.id,
      quote: n.quote,
      comment: n.comment,
      color: n.color,
      createdAt: n.created_at,
      lessonTitle: n.lesson_title ?? "A lesson no longer available",
      lessonHref: (n.lesson_url ?? "").split("#")[0]!,
    })),
  }));
  return new Response(notesToMarkdown(groups, appOrigin()), {
    headers: {
      "Content-Type": "text/markdown; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-notes.md"',
      "Cache-Control": "no-store",
    },
  });
}

export function action() {
  return methodNotAllowed("GET");
}
