// One home for a page's server code (docs/decisions/0033-layers-and-page-server-code.md): a
// service takes plain values (the user, the parsed fields, now) and returns data. Reading the
// request and answering it (Response, json(), redirects, toasts) is the route's, or app/utils'
// when several routes share it. Checked on the syntax tree of every file of app/services, so a
// word in a string (the judge's harness writes Java and C++ `json(...)` helpers) is not a call.
// The rules are also run on small made-up sources, so that a checker that passes everything fails here.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");

/**
 * Files still taking a request, by folder or file. Each leaves the list when it is converted.
 * - catalog/, coach/, notes, marketing: their models are being moved to the asynchronous access
 *   layer; their services are converted after that move.
 * - organizations/access: the per-request memo of organization facts is keyed on the request, and
 *   catalog and coach pass theirs.
 * - comments/documentAccess, userdata/userData: they hand the request on to the catalog's and the
 *   coach's access checks.
 */
const ALLOWED = [
  "app/services/catalog/",
  "app/services/coach/",
  "app/services/notes.server.ts",
  "app/services/marketing.server.ts",
  "app/services/organizations/access.server.ts",
  "app/services/comments/documentAccess.server.ts",
  "app/services/userdata/userData.server.ts",
] as const;

/** Types a service never takes: the request, or Remix's loader and action arguments that carry it. */
const REQUEST_TYPES = new Set(["Request", "LoaderFunctionArgs", "ActionFunctionArgs"]);
/** Calls that make an answer: Remix's, and app/utils' builders of Responses. */
const ANSWER_CALLS = new Set([
  "json",
  "redirect",
  "redirectDocument",
  "data",
  "redirectWithToast",
  "setToast",
  "errorText",
  "fieldErrors",
  "failureReply",
  "methodNotAllowed",
  "noStore",
]);

const mentions = (type: ts.TypeNode | undefined, names: Set<string>): boolean => {
  if (!type) return false;
  let found = false;
  const visit = (n: ts.Node) => {
    if (ts.isTypeReferenceNode(n) && ts.isIdentifier(n.typeName) && names.has(n.typeName.text)) found = true;
    if (!found) ts.forEachChild(n, visit);
  };
  visit(type);
  return found;
};

/** Every place a source takes a request or makes an answer, as "line: what". */
function breaches(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  const at = (n: ts.Node, what: string) => out.push(`${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}: ${what}`);
  const visit = (n: ts.Node) => {
    if (ts.isParameter(n) && mentions(n.type, REQUEST_TYPES)) at(n, `takes ${n.type!.getText(sf)}`);
    if (ts.isFunctionLike(n) && mentions(n.type, new Set(["Response"]))) at(n, `returns ${n.type!.getText(sf)}`);
    if (ts.isNewExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === "Response") at(n, "new Response");
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && ANSWER_CALLS.has(n.expression.text)) at(n, `${n.expression.text}()`);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

function serviceFiles(dir = "app/services"): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return serviceFiles(rel);
    return /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

describe("services take plain values and return data", () => {
  const files = serviceFiles();

  it("reads the services", () => {
    expect(files.length).toBeGreaterThan(80);
    expect(files).toContain("app/services/accounts.server.ts");
  });

  it("every allowed entry still exists", () => {
    for (const entry of ALLOWED) expect(fs.existsSync(path.join(ROOT, entry)), entry).toBe(true);
  });

  it("no service outside the list takes a request or makes an answer", () => {
    const found = files
      .filter((f) => !ALLOWED.some((a) => (a.endsWith("/") ? f.startsWith(a) : f === a)))
      .flatMap((f) => breaches(f, fs.readFileSync(path.join(ROOT, f), "utf8")).map((b) => `${f}:${b}`));
    expect(found).toEqual([]);
  });
});

describe("the check itself", () => {
  it.each([
    ["export async function f(request: Request) {}", "takes Request"],
    ["export const f = (r: Request | null, id: number) => id;", "takes Request | null"],
    ["export function f({ request }: LoaderFunctionArgs) {}", "takes LoaderFunctionArgs"],
    ["export async function f(): Promise<Response> { return g(); }", "returns Promise<Response>"],
    ["export function f() { return new Response(null, { status: 204 }); }", "new Response"],
    ["export function f() { return json({ ok: true }); }", "json()"],
    ['export function f() { throw redirect("/login"); }', "redirect()"],
    ['export const f = () => redirectWithToast("/", { status: "SUCCESS", text: "ok" });', "redirectWithToast()"],
  ])("%s is found", (text, what) => {
    expect(breaches("app/services/probe.server.ts", text).map((b) => b.replace(/^\d+: /, ""))).toEqual([what]);
  });

  it.each([
    ["export async function f(user: User, input: { email: string }, now: Date) { return { ok: true as const }; }"],
    ["const code = `System.out.println(J.json(r));`; export const body = (res: { json(): unknown }) => res.json();"],
    ["export async function f(url: string) { const res = await fetch(url); return res.json(); }"],
    ['export const make = () => new Request("http://localhost/login", { method: "POST" });'],
  ])("%s passes", (text) => {
    expect(breaches("app/services/probe.server.ts", text)).toEqual([]);
  });
});
