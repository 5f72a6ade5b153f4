// GET, POST, PUT and DELETE /api/userdata/notes-and-highlights (docs/product/learner-data.md#notes-and-highlights). A POST whose
// body has `engine_name` is the search (current_page, engine_name, results_per_page 10,
// include_filters, sort_filter, and the search text in `query`); any other POST creates a note
// or highlight. Another learner's note is not found.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { NOTES_TEXTS } from "~/engine";
import { deleteNote, listNotes, updateNote } from "~/models/notes.server";
import {
  createNote,
  createNoteSchema,
  deleteNoteSchema,
  listQuerySchema,
  noteJson,
  runNoteSearch,
  searchJson,
  searchSchema,
  updateNoteSchema,
} from "~/services/notes.server";
import { requireApiUser } from "~/utils/auth.server";
import { safeParseBody } from "~/utils/stringValuedBody";
import { errorText, fieldErrors, flattenIssues, methodNotAllowed, notFound, readBody } from "~/utils/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const parsed = listQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return fieldErrors(flattenIssues(parsed.error));
  const q = parsed.data;
  const notes = await listNotes(user.id, { authorId: q.author_id, workId: q.work_id, pageId: q.page_id });
  return json({ notes: notes.map(noteJson), count: notes.length }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const method = request.method.toUpperCase();
  if (method !== "POST" && method !== "PUT" && method !== "DELETE") return methodNotAllowed("GET, POST, PUT, DELETE");
  const user = await requireApiUser(request);
  const body = { ...Object.fromEntries(new URL(request.url).searchParams), ...(await readBody(request)) };
  const now = new Date();

  if (method === "POST" && "engine_name" in body) {
    const parsed = safeParseBody(searchSchema, body);
    if (!parsed.success) return fieldErrors(flattenIssues(parsed.error));
    return json(searchJson(parsed.data, await runNoteSearch(user.id, parsed.data)));
  }
  if (method === "POST") {
    const parsed = safeParseBody(createNoteSchema, body);
    if (!parsed.success) return fieldErrors(flattenIssues(parsed.error));
    const made = await createNote(request, user.id, parsed.data, now);
    if (!made.ok) return errorText(made.status, made.errorText);
    return json({ note: noteJson(made.note) }, { status: 201 });
  }
  if (method === "PUT") {
    const parsed = safeParseBody(updateNoteSchema, body);
    if (!parsed.success) return fieldErrors(flattenIssues(parsed.error));
    const { id, version, comment, color } = parsed.data;
    const res = await updateNote(
      user.id,
      id,
      { ...(comment !== undefined ? { comment } : {}), ...(color !== undefined ? { color } : {}) },
      version,
      now,
    );
    if (!res.ok) return res.reason === "missing" ? notFound(NOTES_TEXTS.notFound) : errorText(409, NOTES_TEXTS.stale);
    return json({ note: noteJson(res.note) });
  }
  const parsed = safeParseBody(deleteNoteSchema, body);
  if (!parsed.success) return fieldErrors(flattenIssues(parsed.error));
  if (!(await deleteNote(user.id, parsed.data.id))) notFound(NOTES_TEXTS.notFound);
  return json({ deleted: true, id: parsed.data.id });
}
