// Reads shared within one GET request. A page's loaders (the root's, the layout's, the page's)
// and the services they call ask for the same rows: the session, the user, the coach path, the
// learner's submissions. Inside a GET or HEAD request (which never changes data: a rule of the
// project) the first answer is kept for the rest of that request and then dropped with it, so a
// page view runs each such query once. Outside a request, and in every POST, PUT or DELETE,
// requestMemo simply calls through: an action always reads what it has just written.
//
// The store is shared through globalThis because the server entry (build/server.js, which opens
// the scope) and the Remix bundle (build/index.js, whose services read it) are separate bundles.
import { AsyncLocalStorage } from "node:async_hooks";

type Memo = Map<string, unknown>;
const scope: AsyncLocalStorage<Memo> = ((globalThis as { __codeliftRequestMemo?: AsyncLocalStorage<Memo> }).__codeliftRequestMemo ??=
  new AsyncLocalStorage<Memo>());

/** Runs a read-only request's handling with a fresh memo (dropped when the request is done). */
export function withRequestMemo<T>(run: () => T): T {
  return scope.run(new Map(), run);
}

/**
 * The value of `read()` for `key`, read once per GET request. The key must hold every input of
 * the read. `read` may return a Drizzle query (a lazy thenable that runs again on every await):
 * it is run once here and its result kept. A failed read is not kept (the next caller tries again).
 */
export function requestMemo<T>(key: string, read: () => T | PromiseLike<T>): Promise<T> {
  const memo = scope.getStore();
  if (!memo) return Promise.resolve(read());
  const kept = memo.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  const value = Promise.resolve(read());
  memo.set(key, value);
  value.catch(() => memo.delete(key));
  return value;
}

/** Drops a kept value, for the rare GET that writes what it read (a session's flash message taken). */
export function forgetRequestMemo(key: string): void {
  scope.getStore()?.delete(key);
}
