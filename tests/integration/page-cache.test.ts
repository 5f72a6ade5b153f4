// The anonymous page cache and compression (docs/product/shell.md#cache): what is kept, what never
// is (a logged-in page, a page with a toast, the answer to a form post, a visitor with a cookie
// the cache does not know), ETag/304, invalidation by a content edit and by the TTL, and the
// precompressed, immutable build assets.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./helpers/server";

const root = path.resolve(import.meta.dirname, "../..");

/** One request on a fresh connection, with the raw (still compressed) body. */
function raw(baseUrl: string, pathname: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(baseUrl + pathname, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const decode = (r: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
  (r.headers["content-encoding"] === "br"
    ? zlib.brotliDecompressSync(r.body)
    : r.headers["content-encoding"] === "gzip"
      ? zlib.gunzipSync(r.body)
      : r.body
  ).toString("utf8");

/** The theme cookie as the site writes it (Remix's cookie encoding: base64 of the JSON value). */
const themeCookie = (theme: string) => `theme=${encodeURIComponent(Buffer.from(JSON.stringify(theme)).toString("base64"))}`;

const PUBLIC_CONTROL = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe("anonymous pages", () => {
  it("are rendered once, then served from the cache: public Cache-Control, ETag, Vary, compressed", async () => {
    const first = await raw(server.baseUrl, "/explore?cache-test=1", { "Accept-Encoding": "br, gzip" });
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    const second = await raw(server.baseUrl, "/explore?cache-test=1", { "Accept-Encoding": "br, gzip" });
    expect(second.headers["x-cache"]).toBe("HIT");
    for (const r of [first, second]) {
      expect(r.headers["cache-control"]).toMatch(PUBLIC_CONTROL);
      expect(r.headers["content-encoding"]).toBe("br");
      expect(r.headers.vary).toContain("Cookie");
      expect(r.headers.vary).toContain("Accept-Encoding");
      expect(r.headers["set-cookie"]).toBeUndefined();
    }
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(decode(second)).toBe(decode(first));
    expect(decode(second)).toContain("</html>");

    // gzip for a client without brotli, the plain page for one without either.
    const gz = await raw(server.baseUrl, "/explore?cache-test=1", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(decode(gz)).toBe(decode(first));
    const plain = await raw(server.baseUrl, "/explore?cache-test=1");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(decode(first));
  });

  it("a hit (answered before Express) carries every header the first answer had, with its own trace id", async () => {
    const first = await raw(server.baseUrl, "/explore?headers=1", { "Accept-Encoding": "gzip" });
    const hit = await raw(server.baseUrl, "/explore?headers=1", { "Accept-Encoding": "gzip" });
    expect([first.headers["x-cache"], hit.headers["x-cache"]]).toEqual(["MISS", "HIT"]);
    const perAnswer = new Set(["date", "x-cache", "x-cloud-trace-context", "connection", "keep-alive"]);
    const fixed = (h: http.IncomingHttpHeaders) => Object.fromEntries(Object.entries(h).filter(([k]) => !perAnswer.has(k)));
    expect(fixed(hit.headers)).toEqual(fixed(first.headers));
    for (const name of [
      "content-security-policy",
      "x-frame-options",
      "x-content-type-options",
      "referrer-policy",
      "permissions-policy",
      "x-codelift-version",
      "content-type",
    ]) {
      expect(hit.headers[name], name).toBeTruthy();
    }
    // the trace header: fresh per answer, or the load balancer's when it passed a well-formed one
    expect(hit.headers["x-cloud-trace-context"]).toMatch(/^[0-9a-f]{32}\/\d+;o=0$/);
    expect(hit.headers["x-cloud-trace-context"]).not.toBe(first.headers["x-cloud-trace-context"]);
    const passed = "0123456789abcdef0123456789abcdef/42;o=1";
    expect((await raw(server.baseUrl, "/explore?headers=1", { "X-Cloud-Trace-Context": passed })).headers["x-cloud-trace-context"]).toBe(passed);
    // HEAD: the headers and length, no body
    const head = await raw(server.baseUrl, "/explore?headers=1", {}, "HEAD");
    expect(head.headers["x-cache"]).toBe("HIT");
    expect(Number(head.headers["content-length"])).toBeGreaterThan(1000);
    expect(head.body.length).toBe(0);
  });

  it("the CSP of a cached page names the nonce its scripts carry", async () => {
    await raw(server.baseUrl, "/interview-prep");
    const hit = await raw(server.baseUrl, "/interview-prep");
    expect(hit.headers["x-cache"]).toBe("HIT");
    const nonce = /'nonce-([^']+)'/.exec(String(hit.headers["content-security-policy"]))?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...hit.body.toString("utf8").matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s).toBe(nonce);
  });

  it("the head links one site stylesheet, the built file, and nothing else render-blocking", async () => {
    const dir = path.join(root, "public", "build", "_assets");
    const file = fs.readdirSync(dir).find((f) => /^site-[A-Z0-9]+\.css$/.test(f));
    expect(file).toBeTruthy();
    const page = await raw(server.baseUrl, "/explore?one-stylesheet=1", { "Accept-Encoding": "br" });
    const html = decode(page);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.match(/<link[^>]+rel="stylesheet"[^>]*>/g)).toEqual([`<link rel="stylesheet" href="/build/_assets/${file}"/>`]);
    expect(head).not.toMatch(/<style/);
    // Scripts only enhance the page: their preloads ask for low priority (decision 0028).
    const preloads = html.match(/<link[^>]+rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(5);
    for (const l of preloads) expect(l).toContain('fetchpriority="low"');
    expect(html.indexOf('rel="modulepreload"')).toBeGreaterThan(html.indexOf('rel="stylesheet"'));
  });

  it("answer 304 to a matching If-None-Match, without a CSP that would replace the stored one", async () => {
    const page = await raw(server.baseUrl, "/explore?etag=1");
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await raw(server.baseUrl, "/explore?etag=1", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["content-security-policy"]).toBeUndefined();
    const other = await raw(server.baseUrl, "/explore?etag=1", { "If-None-Match": 'W/"something-else"' });
    expect(other.status).toBe(200);
  });

  it("key on the theme cookie; a cookie the cache does not know sends the visitor past it", async () => {
    const dark = await raw(server.baseUrl, "/explore?theme-test=1", { Cookie: themeCookie("dark") });
    const light = await raw(server.baseUrl, "/explore?theme-test=1", { Cookie: themeCookie("light") });
    expect(decode(dark)).toContain('data-theme="dark"');
    expect(decode(light)).toContain('data-theme="light"');
    expect((await raw(server.baseUrl, "/explore?theme-test=1", { Cookie: themeCookie("dark") })).headers["x-cache"]).toBe("HIT");

    const unknown = await raw(server.baseUrl, "/explore?theme-test=1", { Cookie: "something=else" });
    expect(unknown.status).toBe(200);
    expect(unknown.headers["x-cache"]).toBeUndefined();
    expect(unknown.headers["cache-control"]).toBe("private, no-store");
  });

  it("a content edit (in the database, by any process) shows at once", async () => {
    const before = decode(await raw(server.baseUrl, "/explore"));
    expect((await raw(server.baseUrl, "/explore")).headers["x-cache"]).toBe("HIT");
    const course = server.db.prepare("SELECT id, title FROM courses ORDER BY rank LIMIT 1").get() as { id: number; title: string };
    expect(before).toContain(course.title);
    server.db.prepare("UPDATE courses SET title = ? WHERE id = ?").run("Freshly Edited Course Title", course.id);
    try {
      const after = await raw(server.baseUrl, "/explore");
      expect(after.headers["x-cache"]).toBe("MISS");
      expect(decode(after)).toContain("Freshly Edited Course Title");
    } finally {
      server.db.prepare("UPDATE courses SET title = ? WHERE id = ?").run(course.title, course.id);
    }
    expect(decode(await raw(server.baseUrl, "/explore"))).toContain(course.title);
  });
});

describe("personal answers never enter the cache", () => {
  it("a logged-in page is private, no-store, and its personal data never reaches a visitor", async () => {
    const c = server.client();
    const login = await c.postJson("/api/user/login", { email: "premium@codelift.test", password: "learn-premium-2026" });
    expect(login.status).toBe(200);
    const name = (server.db.prepare("SELECT full_name FROM users WHERE email = ?").get("premium@codelift.test") as { full_name: string }).full_name;
    // The learner asks first, twice (a second answer would come from the cache if the first were kept).
    for (let i = 0; i < 2; i++) {
      const mine = await c.get("/explore?privacy=1");
      expect(mine.headers.get("cache-control")).toBe("private, no-store");
      expect(mine.headers.get("x-cache")).toBeNull();
      expect(await mine.text()).toContain(name);
    }
    const visitor = await raw(server.baseUrl, "/explore?privacy=1");
    expect(visitor.headers["x-cache"]).toBe("MISS");
    const html = decode(visitor);
    expect(html).not.toContain(name);
    expect(html).not.toContain("premium@codelift.test");
    expect(html).toContain("Log in");
    // …and the visitor's cached page is not what the learner gets.
    const mineAgain = await c.get("/explore?privacy=1");
    expect(mineAgain.headers.get("x-cache")).toBeNull();
    expect(await mineAgain.text()).toContain(name);
  });

  it("a page carrying a toast is not kept, and the toast is shown once", async () => {
    const c = server.client();
    await c.postJson("/api/user/login", { email: "free@codelift.test", password: "learn-free-2026" });
    const out = await c.postForm("/logout", {});
    expect(out.status).toBe(302);
    expect(c.cookies.has("__toast")).toBe(true);
    expect(c.cookies.has("__session")).toBe(false);
    const withToast = await c.get("/");
    expect(withToast.headers.get("x-cache")).toBeNull();
    expect(withToast.headers.get("cache-control")).toBe("private, no-store");
    expect(await withToast.text()).toContain("You have been logged out.");
    // The next visitor (and the same one, the toast read) get the page without it.
    for (const r of [await raw(server.baseUrl, "/"), await raw(server.baseUrl, "/")]) expect(decode(r)).not.toContain("You have been logged out.");
    expect(await (await c.get("/")).text()).not.toContain("You have been logged out.");
  });

  it("the answer to a form post is not kept: the next GET shows the clean page", async () => {
    const c = server.client();
    const post = await c.postForm("/login", { email: "premium@codelift.test", password: "not the password" });
    expect(post.status).toBeGreaterThanOrEqual(200);
    expect(post.headers.get("x-cache")).toBeNull();
    expect(post.headers.get("cache-control")).not.toMatch(/public/);
    expect(await post.text()).toContain("Incorrect email or password.");
    const page = decode(await raw(server.baseUrl, "/login"));
    const again = await raw(server.baseUrl, "/login");
    expect(again.headers["x-cache"]).toBe("HIT");
    expect(page).toContain("</html>");
    expect(page).not.toContain("Incorrect email or password.");
    expect(decode(again)).not.toContain("Incorrect email or password.");
  });
});

describe("build assets", () => {
  const assets = () => {
    const dir = path.join(root, "public", "build");
    return fs
      .readdirSync(dir)
      .filter((f) => /^entry\.client-.*\.js$/.test(f))
      .map((f) => ({ url: `/build/${f}`, file: path.join(dir, f) }));
  };

  it("are served precompressed (brotli, gzip) by Accept-Encoding, with immutable caching", async () => {
    const [asset] = assets();
    expect(asset).toBeTruthy();
    const original = fs.readFileSync(asset!.file);
    expect(fs.existsSync(`${asset!.file}.br`)).toBe(true);
    expect(fs.existsSync(`${asset!.file}.gz`)).toBe(true);
    const br = await raw(server.baseUrl, asset!.url, { "Accept-Encoding": "gzip, deflate, br" });
    const gz = await raw(server.baseUrl, asset!.url, { "Accept-Encoding": "gzip" });
    const plain = await raw(server.baseUrl, asset!.url);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.equals(fs.readFileSync(`${asset!.file}.br`))).toBe(true);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const r of [br, gz, plain]) {
      expect(r.status).toBe(200);
      expect(r.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(r.headers["content-type"]).toMatch(/^application\/javascript/);
      expect(r.headers.vary).toContain("Accept-Encoding");
      expect(Buffer.from(decode(r), "utf8").equals(original)).toBe(true);
    }
    expect(br.body.length).toBeLessThan(original.length);
    // A brotli refusal (q=0) gets gzip.
    expect((await raw(server.baseUrl, asset!.url, { "Accept-Encoding": "br;q=0, gzip" })).headers["content-encoding"]).toBe("gzip");
  });

  it("a path outside the build folder is not served", async () => {
    const r = await raw(server.baseUrl, "/build/..%2f..%2fpackage.json", { "Accept-Encoding": "br" });
    expect(r.status).not.toBe(200);
  });

  it("personal HTML and JSON are compressed on the fly", async () => {
    const c = server.client();
    await c.postJson("/api/user/login", { email: "premium@codelift.test", password: "learn-premium-2026" });
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const page = await raw(server.baseUrl, "/learn/home", { Cookie: cookie, "Accept-Encoding": "br, gzip" });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(decode(page)).toContain("</html>");
    const data = await raw(server.baseUrl, "/learn/home?_data=routes%2Flearn.home", { Cookie: cookie, "Accept-Encoding": "gzip" });
    expect(data.headers["content-type"]).toMatch(/application\/json/);
    expect(data.headers["content-encoding"]).toBe("gzip");
    expect(() => JSON.parse(decode(data))).not.toThrow();
  });
});

describe("the TTL", () => {
  let short: TestServer;
  beforeAll(async () => {
    short = await startServer({ PAGE_CACHE_TTL_SECONDS: "1" });
  }, 120_000);
  afterAll(async () => {
    await short?.stop();
  });

  it("bounds how long a page is served from the cache", async () => {
    expect((await raw(short.baseUrl, "/interview-prep")).headers["x-cache"]).toBe("MISS");
    const hit = await raw(short.baseUrl, "/interview-prep");
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers["cache-control"]).toBe("public, max-age=0, s-maxage=1, stale-while-revalidate=2");
    await new Promise((r) => setTimeout(r, 1100));
    expect((await raw(short.baseUrl, "/interview-prep")).headers["x-cache"]).toBe("MISS");
  });
});

describe("PAGE_CACHE_TTL_SECONDS=0", () => {
  let off: TestServer;
  beforeAll(async () => {
    off = await startServer({ PAGE_CACHE_TTL_SECONDS: "0" });
  }, 120_000);
  afterAll(async () => {
    await off?.stop();
  });

  it("turns the cache off: visitors' pages are rendered every time and revalidated, still compressed", async () => {
    for (let i = 0; i < 2; i++) {
      const r = await raw(off.baseUrl, "/interview-prep", { "Accept-Encoding": "gzip" });
      expect(r.status).toBe(200);
      expect(r.headers["x-cache"]).toBeUndefined();
      expect(r.headers["cache-control"]).toBe("no-cache");
      expect(r.headers["content-encoding"]).toBe("gzip");
      expect(decode(r)).toContain("</html>");
    }
  });
});
