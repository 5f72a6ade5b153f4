// Route-derived rules: content type from a path and the login return paths (docs/product/accounts.md#login, docs/product/shell.md#modals).

type PathContentType = "module" | "path" | "collection";

function segments(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? "";
  return path.split("/").filter((s) => s.length > 0);
}

/**
 * In this order: /plan together with /module → module; /path or /plan → path;
 * /module, /interview-prep, /games/coding-challenge or /pal → module; else collection.
 * Matching is by whole path segment, so /planets or /learning-plans are not plans.
 */
export function contentTypeFromPath(pathname: string): PathContentType {
  const segs = segments(pathname);
  const has = (s: string) => segs.includes(s);
  if (has("plan") && has("module")) return "module";
  if (has("path") || has("plan")) return "path";
  const codingChallenge = segs.some((s, i) => s === "games" && segs[i + 1] === "coding-challenge");
  if (has("module") || has("interview-prep") || codingChallenge || has("pal")) return "module";
  return "collection";
}

/** A page that needs a session redirects here: /login?ru=<path>. */
export function loginRedirectPath(returnPath: string): string {
  return `/login?ru=${encodeURIComponent(returnPath)}`;
}

/** After a logout broadcast from another tab: /?openLoginModal=true&ru={path}. */
export function loginModalPath(returnPath: string): string {
  return `/?openLoginModal=true&ru=${encodeURIComponent(returnPath)}`;
}

/** The home page's account modals (a state of the page: its query names the modal). */
const HOME_MODALS = { login: "openLoginModal", signup: "openSignupModal", "recover-password": "openRecoverPasswordModal" } as const;
type HomeModal = keyof typeof HOME_MODALS;

/** /?openSignupModal=true&ru={path} and the other modals of the home page. */
export function homeModalPath(modal: HomeModal, returnPath: string): string {
  return `/?${HOME_MODALS[modal]}=true&ru=${encodeURIComponent(returnPath)}`;
}

/**
 * A page's URL with one of its modals open: the modal is a state of the page, `?dialog=<name>`
 * with the modal's own parameters, so it opens without JavaScript. `dialog` null closes it. The
 * page's other parameters are kept; `index` (the marker that sends a form to an index route's
 * action) is dropped, and put first when `index` is asked for a form's action.
 */
export function dialogUrl(
  page: { pathname: string; search?: string },
  dialog: string | null,
  options: { params?: Readonly<Record<string, string | number>>; index?: boolean } = {},
): string {
  const q = new URLSearchParams(page.search ?? "");
  q.delete("index");
  if (dialog) {
    q.set("dialog", dialog);
    for (const [name, value] of Object.entries(options.params ?? {})) q.set(name, String(value));
  } else q.delete("dialog");
  const query = [options.index ? "index" : "", q.toString()].filter(Boolean).join("&");
  return `${page.pathname}${query ? `?${query}` : ""}`;
}

/** Which home modal a query opens (the first named, in catalogue order), or null. */
export function homeModalOf(search: URLSearchParams): HomeModal | null {
  for (const [modal, param] of Object.entries(HOME_MODALS) as [HomeModal, string][]) if (search.get(param) === "true") return modal;
  return null;
}

/** Where a sign-up started from a page returns: that page, except the account pages and modals themselves (then /learn/home). */
export function signupReturnPath(here: string): string {
  const path = here.split("?")[0]!;
  if (path === "/" || ["/login", "/signup", "/forgot-password", "/reset-password", "/verify"].some((p) => path === p || path.startsWith(`${p}/`)))
    return "/learn/home";
  return here;
}
