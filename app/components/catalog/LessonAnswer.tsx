// "Your answer" under a lesson: a text widget whose data is the learner's saved user data
// (docs/product/learner-data.md#your-answer). With JavaScript it autosaves through POST /api/userdata/map/work_id/{id}
// (deflate level 9, pako loaded only when the first save happens) and shows the request, success
// and failure states: "Saving…", "Saved", "Not saved: retry" (with a Retry button). Two tabs on
// the same widget: last write wins by timestamp; the tab that lost (told by the server's 409, by
// a BroadcastChannel message from the other tab, or on focus) keeps its text and chooses: save
// it over the other version, or use the other version. Without JavaScript, the Save button posts
// the form to the lesson's action.
import { Form } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/useHydrated";
import {
  answerText,
  AUTOSAVE_DELAY_MS,
  AUTOSAVE_TEXT,
  LESSON_ANSWER_ITEM_TYPE,
  LESSON_ANSWER_MAX_CHARS,
  LESSON_ANSWER_WIDGET_ID,
  onRemoteVersion,
  overwriteTimestamp,
  USERDATA_DEFLATE_LEVEL,
  type AutosaveState,
} from "~/engine/userData";

type Saved = { text: string; timestamp: number };
type Place = { authorId: number; workId: number; pageId: number };
const CHANNEL = "codelift-userdata";

async function postWidget(
  place: Place,
  text: string,
  timestamp: number,
): Promise<{ kind: "saved" } | { kind: "stale"; current: Saved } | { kind: "failed" }> {
  try {
    const { deflate } = await import("pako");
    const body = deflate(
      JSON.stringify({
        author_id: place.authorId,
        page_id: place.pageId,
        widget_id: LESSON_ANSWER_WIDGET_ID,
        item_type: LESSON_ANSWER_ITEM_TYPE,
        userdata: { text },
        timestamp,
      }),
      { level: USERDATA_DEFLATE_LEVEL },
    );
    const res = await fetch(`/api/userdata/map/work_id/${place.workId}`, {
      method: "POST",
      headers: { "Content-Type": "application/octet-stream", Accept: "application/json" },
      body,
      credentials: "same-origin",
    });
    if (res.ok) return { kind: "saved" };
    if (res.status === 409) {
      const j = (await res.json().catch(() => ({}))) as { current?: { userdata?: unknown; timestamp?: number } };
      return { kind: "stale", current: { text: answerText(j.current?.userdata), timestamp: Number(j.current?.timestamp ?? 0) } };
    }
    return { kind: "failed" };
  } catch {
    return { kind: "failed" };
  }
}

export function LessonAnswer({ place, saved }: { place: Place; saved: Saved | null }) {
  const hydrated = useHydrated();
  const [text, setText] = useState(saved?.text ?? "");
  const [state, setState] = useState<AutosaveState>("idle");
  const [other, setOther] = useState<Saved | null>(null);
  // Refs: the timers and the channel read the latest values without re-subscribing.
  const textRef = useRef(text);
  const editTs = useRef(0);
  const savedRef = useRef<Saved>(saved ?? { text: "", timestamp: 0 });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const channel = useRef<BroadcastChannel | null>(null);
  const conflictRef = useRef(false);
  // Typed in this tab since the text was loaded or taken from elsewhere.
  const edited = useRef(false);
  const key = `${place.workId}/${place.pageId}/${LESSON_ANSWER_WIDGET_ID}`;

  const showConflict = useCallback((winner: Saved) => {
    if (timer.current) clearTimeout(timer.current);
    conflictRef.current = true;
    setOther(winner);
    setState("conflict");
  }, []);

  const save = useCallback(
    async (timestamp: number) => {
      const value = textRef.current;
      setState("request");
      const r = await postWidget(place, value, timestamp);
      if (r.kind === "stale") {
        // The newer version already says the same: nothing was lost.
        if (r.current.text === textRef.current) {
          savedRef.current = r.current;
          edited.current = false;
          return setState("success");
        }
        return showConflict(r.current);
      }
      if (r.kind === "failed") return setState("failure");
      if (timestamp >= savedRef.current.timestamp) savedRef.current = { text: value, timestamp };
      channel.current?.postMessage({ key, text: value, timestamp });
      // A keystroke during the request has its own save coming.
      if (textRef.current === value && !conflictRef.current) setState("success");
    },
    [place, key, showConflict],
  );

  // Hearing of a version saved elsewhere (last write wins by timestamp: docs/product/learner-data.md#your-answer).
  const heard = useCallback(
    (remote: Saved) => {
      const action = onRemoteVersion(
        { text: textRef.current, editTimestamp: editTs.current, savedTimestamp: savedRef.current.timestamp, edited: edited.current },
        remote,
      );
      if (action === "adopt") {
        savedRef.current = remote;
        textRef.current = remote.text;
        edited.current = false;
        setText(remote.text);
      }
      if (action === "conflict") showConflict(remote);
    },
    [showConflict],
  );

  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const ch = new BroadcastChannel(CHANNEL);
    channel.current = ch;
    ch.onmessage = (e: MessageEvent<{ key?: string; text?: string; timestamp?: number }>) => {
      if (e.data?.key === key && typeof e.data.text === "string" && typeof e.data.timestamp === "number")
        heard({ text: e.data.text, timestamp: e.data.timestamp });
    };
    return () => {
      ch.close();
      channel.current = null;
    };
  }, [key, heard]);

  // Another device may have saved while this tab was in the background.
  useEffect(() => {
    const onFocus = async () => {
      try {
        const res = await fetch(`/api/userdata/map/work_id/${place.workId}?get_widget_data=true&page_id=${place.pageId}`, {
          headers: { Accept: "application/json" },
        });
        if (!res.ok) return;
        const j = (await res.json()) as { widget_data?: { widget_id: string; userdata: unknown; timestamp: number }[] };
        const w = j.widget_data?.find((d) => d.widget_id === LESSON_ANSWER_WIDGET_ID);
        if (w) heard({ text: answerText(w.userdata), timestamp: w.timestamp });
      } catch {
        /* offline: the next save finds out */
      }
    };
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [place.workId, place.pageId, heard]);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const onChange = (value: string) => {
    setText(value);
    textRef.current = value;
    edited.current = true;
    editTs.current = Date.now();
    if (conflictRef.current) return; // waits for the learner's choice
    if (timer.current) clearTimeout(timer.current);
    const ts = editTs.current;
    timer.current = setTimeout(() => void save(ts), AUTOSAVE_DELAY_MS);
  };

  const saveNow = () => {
    if (timer.current) clearTimeout(timer.current);
    void save(editTs.current || Date.now());
  };
  const keepMine = () => {
    const winner = other?.timestamp ?? 0;
    conflictRef.current = false;
    setOther(null);
    editTs.current = overwriteTimestamp(Date.now(), winner);
    void save(editTs.current);
  };
  const useTheirs = () => {
    if (!other) return;
    conflictRef.current = false;
    savedRef.current = other;
    setText(other.text);
    textRef.current = other.text;
    edited.current = false;
    editTs.current = other.timestamp;
    setOther(null);
    setState("success");
  };

  return (
    <section className="lesson-answer" id="lesson-answer" aria-labelledby="lesson-answer-title">
      <h2 id="lesson-answer-title">Your answer</h2>
      <Form
        method="post"
        className="lesson-answer-form"
        onSubmit={(e) => {
          if (!hydrated) return;
          e.preventDefault();
          if (conflictRef.current) keepMine();
          else saveNow();
        }}
      >
        <input type="hidden" name="intent" value="save-answer" />
        <label htmlFor="lesson-answer-text">Try it in your own words: your answer is kept with this lesson.</label>
        <textarea
          id="lesson-answer-text"
          name="text"
          rows={5}
          maxLength={LESSON_ANSWER_MAX_CHARS}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
        <div className="lesson-answer-bar">
          <button type="submit" className="button">
            Save
          </button>
          <span className={`autosave-status autosave-${state}`} role="status" aria-live="polite" data-testid="autosave-status">
            {AUTOSAVE_TEXT[state]}
          </span>
          {state === "failure" ? (
            <button type="button" className="button button-ghost small" onClick={saveNow}>
              Retry
            </button>
          ) : null}
          {hydrated && state === "idle" && saved ? <span className="muted small">Autosaves as you type.</span> : null}
        </div>
        {state === "conflict" && other ? (
          <div className="autosave-conflict-box" role="alert">
            <p>Your text is kept. The other version says:</p>
            <blockquote className="autosave-other">{other.text || "(empty)"}</blockquote>
            <p className="autosave-choices">
              <button type="button" className="button" onClick={keepMine}>
                Keep mine (save over it)
              </button>{" "}
              <button type="button" className="button button-ghost" onClick={useTheirs}>
                Use the other version
              </button>
            </p>
          </div>
        ) : null}
      </Form>
    </section>
  );
}
