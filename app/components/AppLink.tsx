// Links to the app's pages as plain anchors (decision 0027). A Remix <Link> runs a dozen router
// hooks on every render (it resolves its path against the route tree twice, and subscribes to
// navigation and location): on a logged-in lesson view its 20 links were about a tenth of the
// server's time, and as much work again when the page hydrates. An <AppLink> is an <a> with a
// marker; useAppLinks, mounted once in the root layout, turns a plain left click on one into an
// in-app navigation, as <Link> does. Without JavaScript it is an ordinary link either way.
//
// Use <Link> only for what an anchor cannot say: `state`, `replace`, `preventScrollReset`,
// `reloadDocument`, `prefetch`, or a path relative to the route rather than to the document.
import { useNavigate } from "@remix-run/react";
import { useEffect, type AnchorHTMLAttributes } from "react";

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** a path of this app, as in the `href` of a plain link */
  to: string;
  /**
   * Let Remix learn the route of `to` ahead of a click (`data-discover`, as <Link> does). Off for
   * long lists of links to one route: a coding path's 250 links would be 250 paths to look up.
   */
  discover?: boolean;
};

/** An in-app link as a plain anchor. */
export function AppLink({ to, discover = true, ...rest }: AppLinkProps) {
  return <a href={to} data-app-link="" data-discover={discover ? "true" : undefined} {...rest} />;
}

/** The `className` and `aria-current` of a header link, as <NavLink> marks the page the reader is on (or under). */
export function navState(to: string, pathname: string, className?: string): { className?: string; "aria-current"?: "page" } {
  const active = pathname === to || pathname.startsWith(`${to}/`);
  const classes = [className, active ? "active" : undefined].filter(Boolean).join(" ");
  return { className: classes || undefined, "aria-current": active ? "page" : undefined };
}

type Click = Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "target">;

/**
 * The same-origin anchor matching `selector` that a plain left click (no modifier key, not taken
 * by an earlier handler) landed on, for the page to handle in the app; null to leave it to the browser.
 */
export function clickedLink(event: Click, selector: string): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const a = event.target instanceof Element ? event.target.closest(selector) : null;
  if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== "_self") || a.hasAttribute("download") || a.origin !== window.location.origin)
    return null;
  return a;
}

/** The path an anchor leads to (or the window is at), for navigate(). */
export const linkPath = (a: Pick<Location, "pathname" | "search" | "hash">) => a.pathname + a.search + a.hash;

/**
 * Mounted once (root layout). It listens on the document after React's own listener, so a
 * component's onClick that calls preventDefault (a reveal question, a modal link) comes first.
 */
export function useAppLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const a = clickedLink(event, "a[data-app-link]");
      if (!a) return;
      event.preventDefault();
      // As <Link>: a link to the page the reader is on replaces its history entry.
      const to = linkPath(a);
      navigate(to, { replace: to === linkPath(window.location) });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
