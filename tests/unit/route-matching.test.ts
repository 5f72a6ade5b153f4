// The route-matching patch (patches/@remix-run+router+1.23.3.patch): ranked branches and recent
// answers are kept per route tree. These tests pin what must not change: the answers, their
// independence from each other, and a tree changed by the router itself being seen at once.
import { createMemoryHistory, createRouter, matchRoutes, type AgnosticDataRouteObject, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

const tree = (): AgnosticRouteObject[] => [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "lesson", path: "collection/lesson/:authorId/:collectionId/:pageId" },
      { id: "explore", path: "explore" },
      { id: "problem", path: "interview-prep/:pathSlug/:problemSlug" },
      { id: "path", path: "interview-prep/:pathSlug" },
      { id: "splat", path: "*" },
    ],
  },
];

const ids = (m: ReturnType<typeof matchRoutes>) => m?.map((x) => x.route.id);

describe("route matching with kept branches and answers", () => {
  it("answers the same for a path asked twice, with the params of each", () => {
    const routes = tree();
    for (let i = 0; i < 2; i++) {
      expect(ids(matchRoutes(routes, "/collection/lesson/7/100001/3"))).toEqual(["root", "lesson"]);
      expect(matchRoutes(routes, "/collection/lesson/7/100001/3")![1]!.params).toEqual({ authorId: "7", collectionId: "100001", pageId: "3" });
      expect(ids(matchRoutes(routes, "/interview-prep/coding"))).toEqual(["root", "path"]);
      expect(ids(matchRoutes(routes, "/interview-prep/coding/two-sum"))).toEqual(["root", "problem"]);
      expect(ids(matchRoutes(routes, "/"))).toEqual(["root", "home"]);
      expect(ids(matchRoutes(routes, "/no/such/page"))).toEqual(["root", "splat"]);
      expect(matchRoutes(routes, "/EXPLORE")![1]!.route.id).toBe("explore");
    }
  });

  it("gives each caller its own matches and params: a change by one is not seen by the next", () => {
    const routes = tree();
    const first = matchRoutes(routes, "/interview-prep/coding/two-sum")!;
    (first[1]!.params as Record<string, string>).problemSlug = "changed";
    first.pop();
    const second = matchRoutes(routes, "/interview-prep/coding/two-sum")!;
    expect(second).toHaveLength(2);
    expect(second[1]!.params.problemSlug).toBe("two-sum");
    // As before the patch, every match of one answer shares one params object.
    expect(second[0]!.params).toBe(second[1]!.params);
  });

  it("keeps answers per route tree: another tree answers for itself", () => {
    const a = tree();
    const b: AgnosticRouteObject[] = [{ id: "only", path: "explore" }];
    expect(ids(matchRoutes(a, "/explore"))).toEqual(["root", "explore"]);
    expect(ids(matchRoutes(b, "/explore"))).toEqual(["only"]);
    expect(matchRoutes(b, "/interview-prep/coding")).toBeNull();
  });

  it("sees routes the router adds to its tree (lazy route discovery) at once", () => {
    const router = createRouter({ routes: [{ id: "root", path: "/", children: [{ id: "a", path: "a" }] }], history: createMemoryHistory() });
    const routes = router.routes as AgnosticDataRouteObject[];
    expect(matchRoutes(routes, "/b")).toBeNull();
    router.patchRoutes("root", [{ id: "b", path: "b" }]);
    expect(ids(matchRoutes(routes, "/b"))).toEqual(["root", "b"]);
    router.dispose();
  });

  it("matches a long path without keeping it", () => {
    const routes = tree();
    const long = "/interview-prep/coding/" + "x".repeat(400);
    expect(matchRoutes(routes, long)![1]!.params.problemSlug).toBe("x".repeat(400));
  });
});
