// The browser entry: installs the one fetch wrapper (app/utils/apiFetch.ts) before anything can
// call fetch (Remix's own loads and fetchers included), then hydrates as Remix's default entry does.
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { installFetchWrapper } from "~/utils/apiFetch";

installFetchWrapper();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
