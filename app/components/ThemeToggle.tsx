import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "./useHydrated";
import { Icon, type IconName } from "./ui/Icon";

type Theme = "light" | "dark" | "system";
const next: Record<Theme, Theme> = { system: "light", light: "dark", dark: "system" };
const label: Record<Theme, string> = { system: "System theme", light: "Light theme", dark: "Dark theme" };
const short: Record<Theme, string> = { system: "System", light: "Light", dark: "Dark" };
const icon: Record<Theme, IconName> = { system: "system", light: "sun", dark: "moon" };

/**
 * Cycles system → light → dark. A plain form without JavaScript; with it, the page switches at once.
 * The button shows the theme in use (icon and word); its name says it and what a press does.
 */
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
      <button
        type="submit"
        className="button button-ghost button-small theme-toggle"
        data-theme-state={current}
        disabled={fetcher.state !== "idle"}
        aria-label={`Theme: ${short[current]}. Switch to ${label[target].toLowerCase()}`}
        title={`${label[current]}: switch to ${label[target].toLowerCase()}`}
      >
        <Icon name={icon[current]} />
        <span className="theme-toggle-text">{short[current]}</span>
      </button>
    </fetcher.Form>
  );
}
