import { useLocation } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { useHydrated } from "./useHydrated";

/**
 * The header's navigation and account actions. On wide screens they sit in the header row; below
 * 1100px (where the nav, the search and the actions stop fitting one row) they fold behind a Menu button: a disclosure with JavaScript
 * (aria-expanded, Esc closes it, a navigation closes it), and without JavaScript a link to
 * #site-menu that CSS opens with :target ("Close menu" links back to #).
 */
export function SiteMenu({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <>
      <a
        href="#site-menu"
        className="menu-button"
        role={hydrated ? "button" : undefined}
        aria-controls="site-menu"
        aria-expanded={hydrated ? open : undefined}
        onClick={(e) => {
          e.preventDefault();
          setOpen((o) => !o);
        }}
      >
        <span className="menu-icon" aria-hidden="true" />
        Menu
      </a>
      <div id="site-menu" className={`site-menu${open ? " site-menu-open" : ""}`}>
        {children}
        <a
          href="#"
          className="menu-close"
          onClick={(e) => {
            if (!hydrated) return;
            e.preventDefault();
            setOpen(false);
          }}
        >
          Close menu
        </a>
      </div>
    </>
  );
}
