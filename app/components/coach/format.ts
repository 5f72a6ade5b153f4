// Small display helpers of the coach pages (client-safe: no server imports).

// The languages and their names are the engine's (COACH_LANGUAGES, languageName).

/** Python and Go code is indented with 4 spaces / a tab by convention; the rest with 2 or 4. */
export const indentFor = (id: string) => (id === "go" ? "\t" : id === "javascript" ? "  " : "    ");

export const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** Seconds as "12 min" / "45 s"; null as an en dash. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null) return "–";
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const min = Math.round(seconds / 60);
  return min < 60 ? `${min} min` : `${Math.floor(min / 60)} h ${min % 60} min`;
}

export function formatMs(ms: number | null | undefined): string {
  if (ms == null) return "–";
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

export function formatBytes(bytes: number | null | undefined): string {
  if (!bytes) return "–";
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function formatDate(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** A JSON value shown in a test table, shortened when long. */
export function showValue(v: unknown, max = 120): string {
  let s: string;
  try {
    s = v === undefined ? "–" : JSON.stringify(v);
  } catch {
    s = String(v);
  }
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
