// "My notes" (docs/product/learner-data.md#notes-and-highlights): every note and highlight grouped by course, searchable (the notes
// search: FTS5, ranked, 10 a page), each linking back to its place in the lesson; export as
// Markdown at /learn/notes.md. The action is also where the lesson page's note form posts
// (add-note, delete-note): without JavaScript it redirects back with a toast.
import { AppLink } from "~/components/AppLink";
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { pageMeta } from "~/components/catalog/meta";
import { NoteEditForm } from "~/components/catalog/NoteEditForm";
import { NOTE_SEARCH_MAX, NOTES_TEXTS } from "~/engine";
import { deleteNote, listNotes } from "~/models/notes.server";
import {
  createNote,
  createNoteSchema,
  editNoteText,
  groupNotesByCourse,
  noteHtml,
  noteJson,
  runNoteSearch,
  searchSchema,
} from "~/services/notes.server";
import { requireUser } from "~/utils/auth.server";
import { badRequest, parseForm, safeRedirect } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { querySchema, actionSchema } from "~/forms/notes.server";
import { TextInput } from "~/components/ui/Field";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const sp = new URL(request.url).searchParams;
  const { q, page } = querySchema.parse({ q: sp.get("q") ?? "", page: sp.get("page") ?? "1" });
  if (q.trim()) {
    const input = searchSchema.parse({ engine_name: "my-notes", query: q, current_page: page });
    const r = await runNoteSearch(user.id, input);
    return json({
      q,
      search: { page: r.page, totalPages: r.totalPages, total: r.total, results: r.hits.map((n) => ({ ...noteJson(n), html: noteHtml(n.comment) })) },
      groups: null,
    });
  }
  return json({ q: "", search: null, groups: groupNotesByCourse(await listNotes(user.id)) });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const parsed = await parseForm(request, actionSchema);
  if (!parsed.ok) badRequest(parsed.errors);
  const form = parsed.data;
  const back = safeRedirect(form.ru, "/learn/notes");
  const asJson = form.respond === "json";
  if (form.intent === "edit-note") {
    const res = await editNoteText(user.id, form.id, form.comment, form.version, new Date());
    const back2 = back.includes("#") ? back : `${back}#note-${form.id}`;
    if (asJson) return res.ok ? json({ note: noteJson(res.note) }) : json({ errorText: res.errorText }, { status: res.status });
    return redirectWithToast(back2, res.ok ? { status: "SUCCESS", text: NOTES_TEXTS.updated } : { status: "ERROR", text: res.errorText }, {
      request,
    });
  }
  if (form.intent === "delete-note") {
    const ok = await deleteNote(user.id, form.id);
    if (asJson) return ok ? json({ deleted: true }) : json({ errorText: NOTES_TEXTS.notFound }, { status: 404 });
    return redirectWithToast(back, ok ? { status: "SUCCESS", text: NOTES_TEXTS.deleted } : { status: "ERROR", text: NOTES_TEXTS.notFound }, {
      request,
    });
  }
  const input = createNoteSchema.safeParse(Object.fromEntries(Object.entries(parsed.raw).filter(([, v]) => v !== "")));
  if (!input.success) {
    const text = input.error.issues[0]?.message ?? NOTES_TEXTS.empty;
    if (asJson) return json({ errorText: text }, { status: 400 });
    return redirectWithToast(`${back.split("#")[0]}#lesson-notes`, { status: "ERROR", text }, { request });
  }
  const made = await createNote(request, user.id, input.data, new Date());
  if (asJson) return made.ok ? json({ note: noteJson(made.note) }, { status: 201 }) : json({ errorText: made.errorText }, { status: made.status });
  if (!made.ok) return redirectWithToast(`${back.split("#")[0]}#lesson-notes`, { status: "ERROR", text: made.errorText }, { request });
  const text = made.note.comment.trim() ? NOTES_TEXTS.added : NOTES_TEXTS.highlighted;
  return redirectWithToast(`${back.split("#")[0]}#note-${made.note.id}`, { status: "SUCCESS", text }, { request });
}

type NoteView = ReturnType<typeof noteJson> & { html: string };

function NoteItem({ n, back }: { n: NoteView; back: string }) {
  return (
    <li className="my-note" id={`my-note-${n.id}`}>
      {n.quote ? <blockquote className={`note-quote note-color-${n.color ?? "none"}`}>{n.quote}</blockquote> : null}
      {n.html ? <div className="note-comment" dangerouslySetInnerHTML={{ __html: n.html }} /> : null}
      <NoteEditForm id={n.id} comment={n.comment} version={n.version} back={`${back}#my-note-${n.id}`} />
      <p className="muted small">
        {n.lesson_url ? <AppLink to={n.lesson_url}>{n.lesson_title ?? "Open the lesson"}</AppLink> : "This lesson is no longer available"}
        {` · ${n.type === "note" ? "Note" : "Highlight"} · ${n.created_at.slice(0, 10)}`}
      </p>
    </li>
  );
}

export default function MyNotes() {
  const data = useLoaderData<typeof loader>();
  const back = data.search ? `/learn/notes?q=${encodeURIComponent(data.q)}&page=${data.search.page}` : "/learn/notes";
  return (
    <div className="my-notes-page">
      <h1>My notes</h1>
      <p>
        Your notes and highlights from every lesson.{" "}
        <a href="/learn/notes.md" download="my-notes.md">
          Export as Markdown
        </a>
      </p>
      <Form method="get" role="search" className="notes-search ui-inline-form">
        <TextInput label="Search your notes" id="notes-q" name="q" type="search" defaultValue={data.q} maxLength={NOTE_SEARCH_MAX} />
        <button type="submit" className="button">
          Search
        </button>
        {data.q ? (
          <>
            {" "}
            <AppLink to="/learn/notes">Show all</AppLink>
          </>
        ) : null}
      </Form>
      {data.search ? (
        <section aria-labelledby="notes-results">
          <h2 id="notes-results">
            {data.search.total === 1 ? "1 result" : `${data.search.total} results`} for “{data.q}”
          </h2>
          <ol className="my-notes-list">
            {data.search.results.map((n) => (
              <NoteItem key={n.id} n={n} back={back} />
            ))}
          </ol>
          {data.search.totalPages > 1 ? (
            <nav aria-label="Result pages" className="pager">
              {data.search.page > 1 ? <AppLink to={`?q=${encodeURIComponent(data.q)}&page=${data.search.page - 1}`}>Previous</AppLink> : null}
              <span>
                {" "}
                Page {data.search.page} of {data.search.totalPages}{" "}
              </span>
              {data.search.page < data.search.totalPages ? (
                <AppLink to={`?q=${encodeURIComponent(data.q)}&page=${data.search.page + 1}`}>Next</AppLink>
              ) : null}
            </nav>
          ) : null}
        </section>
      ) : data.groups && data.groups.length ? (
        data.groups.map((g) => (
          <section key={g.key} aria-label={g.courseTitle}>
            <h2>{g.courseTitle}</h2>
            <ul className="my-notes-list">
              {g.notes.map((n) => (
                <NoteItem key={n.id} n={n} back={back} />
              ))}
            </ul>
          </section>
        ))
      ) : (
        <p>You have no notes or highlights yet. Select text in a lesson to highlight it or add a note.</p>
      )}
    </div>
  );
}

// Personal: never cached by anyone but this browser.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = ({ matches, location }) => pageMeta({ title: "My notes", noindex: true }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
