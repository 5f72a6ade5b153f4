// The CLI's edge: zod-validated options and files, one JSON document or one Ink view on
// stdout, and exit codes (0 success, 2 bad input with one line on stderr, 1 anything else).
import fs from "node:fs";
import { createElement, type ReactElement } from "react";
import { z } from "zod";

/** Bad input: exit code 2 and a one-line message on stderr. */
export class CliError extends Error {
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = "CliError";
  }
}

export function fail(message: string): never {
  throw new CliError(message);
}

/** Turns an engine or library error into bad input, keeping its message. */
export function asInputError<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw new CliError((e as Error).message);
  }
}

// ---- option schemas (commander hands over strings, `true` for flags, undefined when absent)

const kebab = (key: string) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

function custom(ctx: z.RefinementCtx, message: string): typeof z.NEVER {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
}

/** A whole number in [min, max]. */
export const intArg = (flag: string, min: number, max: number) =>
  z.string().transform((raw, ctx) => {
    const s = raw.trim();
    if (!/^[+-]?\d+$/.test(s)) return custom(ctx, `${flag} must be a whole number, got "${raw}"`);
    const n = Number(s);
    if (n < min || n > max) return custom(ctx, `${flag} must be between ${min} and ${max}, got ${n}`);
    return n;
  });

/** A finite decimal number in [min, max]. */
export const numArg = (flag: string, min: number, max: number) =>
  z.string().transform((raw, ctx) => {
    const s = raw.trim();
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s)) return custom(ctx, `${flag} must be a number, got "${raw}"`);
    const n = Number(s);
    if (n < min || n > max) return custom(ctx, `${flag} must be between ${min} and ${max}, got ${n}`);
    return n;
  });

/** A non-negative USD amount with at most two decimals. */
export const usdArg = (flag: string) =>
  z.string().transform((raw, ctx) => {
    const s = raw.trim().replace(/^\$/, "");
    if (!/^\d+(\.\d{1,2})?$/.test(s)) return custom(ctx, `${flag} must be a USD amount such as 25 or 12.50, got "${raw}"`);
    const n = Number(s);
    if (n > 1_000_000) return custom(ctx, `${flag} must be at most 1000000, got ${n}`);
    return n;
  });

/** A calendar date (YYYY-MM-DD) or a full ISO timestamp. */
export const dateArg = (flag: string) =>
  z.string().transform((raw, ctx) => {
    const s = raw.trim();
    const d = /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(`${s}T00:00:00.000Z`) : new Date(s);
    if (!/^\d{4}-\d{2}-\d{2}/.test(s) || Number.isNaN(d.getTime())) {
      return custom(ctx, `${flag} must be a date such as 2026-12-24 (or an ISO time), got "${raw}"`);
    }
    return d;
  });

/** A comma-separated list of non-empty items. */
export const listArg = (flag: string) =>
  z.string().transform((raw, ctx) => {
    const items = raw.split(",").map((s) => s.trim());
    if (items.some((s) => s === "")) return custom(ctx, `${flag} must be a comma-separated list such as 12,15, got "${raw}"`);
    return items;
  });

/** A boolean flag: absent means false. */
export const flag = () =>
  z
    .boolean()
    .optional()
    .transform((v) => v === true);

/** An option given as a plain string, trimmed and non-empty. */
export const textArg = (flag: string) =>
  z.string().transform((raw, ctx) => (raw.trim() === "" ? custom(ctx, `${flag} must not be empty`) : raw.trim()));

function issueLine(issue: z.core.$ZodIssue, where: (path: PropertyKey[]) => string): string {
  const at = issue.path.length ? where(issue.path) : "";
  // Our own messages already name the option.
  if (issue.code === "custom" || !at) return issue.message;
  return `${at}: ${issue.message}`;
}

/** Validates commander's options; the first problem becomes a one-line CliError. */
export function parseOptions<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const r = schema.safeParse(raw);
  if (r.success) return r.data;
  throw new CliError(issueLine(r.error.issues[0]!, (p) => kebab(String(p[0]))));
}

// ---- JSON input files

const jsonPath = (path: PropertyKey[]) =>
  path.reduce<string>((s, k) => (typeof k === "number" ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k)), "");

/** Reads and validates a JSON file; a missing file, bad JSON or a wrong shape is a CliError. */
export function readJsonFile<S extends z.ZodType>(file: string, schema: S, flagName: string): z.output<S> {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a folder" : (e as Error).message;
    fail(`${flagName} ${file}: cannot read the file (${why})`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    fail(`${flagName} ${file}: not valid JSON (${(e as Error).message})`);
  }
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const at = jsonPath(issue.path);
  fail(`${flagName} ${file}: ${at ? `${at}: ` : ""}${issue.message}`);
}

// ---- output

interface OutputOptions {
  json: boolean;
}

/**
 * Writes one JSON document (with --json) or renders the view once. Ink and the views are
 * loaded only for a view: `--json` runs stay quick to start.
 */
export async function emit(opts: OutputOptions, data: unknown, view: () => Promise<ReactElement> | ReactElement): Promise<void> {
  if (opts.json) {
    process.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
    return;
  }
  const { Box, render, Static } = await import("ink");
  const element = await view();
  // <Static>: written once above the live area, so a view taller than the terminal scrolls
  // instead of making Ink clear the screen.
  const once = createElement(Static<number>, {
    items: [0],
    children: () => createElement(Box, { key: "view", width: terminalWidth() }, element),
  });
  const ink = render(once, { patchConsole: false, exitOnCtrlC: false });
  const exited = ink.waitUntilExit(); // before unmount: a later call would never settle
  ink.unmount();
  await exited;
}

/** Static output is laid out outside the terminal box: give it the terminal's width to wrap in. */
export function terminalWidth(): number {
  return process.stdout.columns || 80;
}

/** A note for people (never on stdout, so --json output stays one document). */
export function note(message: string): void {
  process.stderr.write(`${message}\n`);
}
