// The router patch's revalidation race (docs/decisions/0029-dependency-patches.md): a fetcher's
// POST from the page being left (the problem page's live tests) answers while the navigation to the
// next page is loading. Its revalidation loads the layout but the page route declines it (the
// page's shouldRevalidate skips reloads after live tests). Unpatched, the router ended the
// navigation with that result: the new address with the old page's data.
import { createMemoryHistory, createRouter, type AgnosticRouteObject, type Router } from "@remix-run/router";
import { afterEach, describe, expect, it } from "vitest";

/** A promise to resolve by hand. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

let router: Router | null = null;
afterEach(() => router?.dispose());

describe("a fetcher's revalidation during a navigation", () => {
  it("does not end the navigation with the old page's data when the page route declined it", async () => {
    const pageLoads = new Map<string, ReturnType<typeof later<string>>>();
    const liveTests = later<string>();
    const routes: AgnosticRouteObject[] = [
      {
        id: "root",
        path: "/",
        loader: () => "layout",
        // like the site's root: a reload of the layout is fine after anything but a visit record
        shouldRevalidate: ({ defaultShouldRevalidate }) => defaultShouldRevalidate,
        children: [
          {
            id: "page",
            path: ":slug",
            loader: ({ params }) => {
              const load = later<string>();
              pageLoads.set(params.slug!, load);
              return load.promise;
            },
            action: () => liveTests.promise,
            // like the problem page: live tests never reload the page
            shouldRevalidate: ({ formData, defaultShouldRevalidate }) => (formData?.get("intent") === "live_tests" ? false : defaultShouldRevalidate),
          },
        ],
      },
    ];
    router = createRouter({
      // the router refuses fetcher calls outside a browser: it only looks for a document it can create elements in
      window: Object.assign(new EventTarget(), { document: { createElement: () => ({}) } }) as unknown as Window,
      routes,
      history: createMemoryHistory({ initialEntries: ["/rainwater"] }),
      hydrationData: { loaderData: { root: "layout", page: "rainwater's page" } },
    }).initialize();

    // The old page's live tests are posted; then the learner follows the link to the next problem.
    const formData = new FormData();
    formData.set("intent", "live_tests");
    void router.fetch("live", "page", "/rainwater", { formMethod: "post", formData });
    await tick();
    void router.navigate("/dutch-flag");
    await tick();
    expect(router.state.navigation.state).toBe("loading");

    // The live tests answer first: their revalidation reloads the layout only.
    liveTests.resolve("live results");
    for (let i = 0; i < 5; i++) await tick();
    // The address changes only together with the new page's data: still the old page, still loading.
    expect(router.state.location.pathname).toBe("/rainwater");
    expect(router.state.loaderData.page).toBe("rainwater's page");
    expect(router.state.navigation.state).toBe("loading");

    // The navigation's own load then ends it with the new page.
    pageLoads.get("dutch-flag")!.resolve("dutch-flag's page");
    for (let i = 0; i < 5; i++) await tick();
    expect(router.state.navigation.state).toBe("idle");
    expect(router.state.location.pathname).toBe("/dutch-flag");
    expect(router.state.loaderData.page).toBe("dutch-flag's page");
  });
});
