// Renders documents, whole, then sends them as one piece; every script carries the request's CSP
// nonce (server/http.ts makes it and puts it in the load context). No route suspends or defers
// (nothing streams in later), so waiting for the whole document costs no time to first byte, and
// one buffer instead of React's ~2 KB pieces spares a hundred trips per page through the stream
// adapters and the compressor (about a tenth of a logged-in page view's CPU).
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/utils/nonce";

const ABORT_DELAY = 5_000;

// The server entry (server.ts) starts the billing timer through the build, so that it shares this
// bundle's modules (one payment gateway, one set of webhook handlers) with the requests.
export { startBillingScheduler } from "~/services/billing/scheduler.server";
export { warmJudgeOnStart } from "~/services/judge/index.server";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === "string" ? loadContext.cspNonce : "";
  return new Promise<Response>((resolve, reject) => {
    let allReady = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const chunks: Buffer[] = [];
    const document = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          allReady = true;
          pipe(document);
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell reject and are logged by Remix; log the others.
          if (allReady) console.error(error);
        },
      },
    );
    timer = setTimeout(abort, ABORT_DELAY);
  });
}
