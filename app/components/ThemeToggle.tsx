import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "./useHydrated";

type Theme = "light" | "dark" | "system";
const next: Record<Theme, Theme> = { system: "light", light: "dark", dark: "system" };
const label: Record<Theme, string> = { system: "System theme", light: "Light theme", dark: "Dark theme" };
const icon: Record<Theme, string> = { system: "◐", light: "☀", dark: "☾" };

/** Cycles system → light → dark. A plain form without JavaScript; with it, the page switches at once. */
export function ThemeToggle({ theme, redirectTo }: { theme: Theme; redirectTo: string }) {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const [current, setCurrent] = useState<Theme>(theme);
  useEffect(() => setCurrent(theme), [theme]);
  const target = next[current];
  return (
    <fetcher.Form
      method="post"
      action="/api/userdata/darkmode"
      className="inline-form"
      onSubmit={() => {
        setCurrent(target);
        document.documentElement.dataset.theme = target;
      }}
    >
      {hydrated ? <input type="hidden" name="reply" value="json" /> : null}
      <input type="hidden" name="frontend_theme" value={target} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {/* One change at a time: two saves in flight could land in the wrong order and keep the older theme. */}
      <button type="submit" className="button button-ghost theme-toggle" disabled={fetcher.state !== "idle"} aria-label={`${label[current]}: switch to ${label[target].toLowerCase()}`} title={`Switch to ${label[target].toLowerCase()}`}>
        <span aria-hidden="true">{icon[current]}</span>
      </button>
    </fetcher.Form>
  );
}
