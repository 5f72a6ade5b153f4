// The toast cookie: a message shown once on the next page (a flash cookie of its own, signed).
// Statuses and timings are the engine's (docs/product/shell.md#toasts-and-snackbars).
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { z } from "zod";
import { TOAST_STATUSES } from "~/engine/constants";
import { secureCookies } from "./env.server";
import { sessionSecret } from "./session.server";

const toastSchema = z.object({
  status: z.enum(TOAST_STATUSES),
  text: z.string().min(1).max(500),
  /** a closeable toast stays until the learner closes it */
  closeable: z.boolean().optional(),
  /** one action in the toast (e.g. Undo): a form that POSTs `intent` to `href`, with or without JavaScript */
  action: z
    .object({
      label: z.string().min(1).max(40),
      href: z
        .string()
        .regex(/^\/(?!\/)/, "a same-site path")
        .max(500),
      intent: z.string().min(1).max(40),
    })
    .optional(),
});
export type Toast = z.infer<typeof toastSchema>;

let storage: ReturnType<typeof createCookieSessionStorage<Record<string, never>, { toast: Toast }>> | undefined;
function toasts() {
  storage ??= createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
    cookie: { name: "__toast", httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies(), secrets: [sessionSecret()] },
  });
  return storage;
}

/** Adds the toast's Set-Cookie to `headers` (new ones when none are given) and returns them. */
export async function setToast(toast: Toast, headers = new Headers(), request?: Request): Promise<Headers> {
  const s = await toasts().getSession(request?.headers.get("Cookie"));
  s.flash("toast", toast);
  headers.append("Set-Cookie", await toasts().commitSession(s));
  return headers;
}

/** A redirect that shows a toast on the page it lands on. */
export async function redirectWithToast(url: string, toast: Toast, init: { headers?: Headers; request?: Request } = {}) {
  return redirect(url, { headers: await setToast(toast, init.headers ?? new Headers(), init.request) });
}

/** The toast to show now (read once: the answer clears it), or null; a malformed cookie is ignored. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const s = await toasts().getSession(request.headers.get("Cookie"));
  // Reading a flash value removes it, so ask whether there is one first.
  const had = s.has("toast");
  const parsed = toastSchema.safeParse(s.get("toast"));
  const headers = new Headers();
  if (had) headers.append("Set-Cookie", await toasts().commitSession(s));
  return { toast: parsed.success ? parsed.data : null, headers };
}
