// A learner's project files on disk (docs/product/hands-on.md#files): one folder per learner and
// project, <projects root>/<user id>/<project slug>/, written only by the server through
// path-checked names; the starter until the first save. The root is PROJECTS_DIR, else a
// "projects" folder beside the SQLite file (data/projects on PostgreSQL).
import fs from "node:fs";
import path from "node:path";
import { databasePath } from "../../../db/client";
import { databaseEngine } from "../../../db/engine";
import { MAX_PROJECT_FILE_BYTES, MAX_PROJECT_FILES, safeProjectPath, type ProjectDefinition } from "~/engine/projects";

function projectsRoot(): string {
  if (process.env.PROJECTS_DIR) return path.resolve(process.env.PROJECTS_DIR);
  if (databaseEngine(process.env.DATABASE_URL) === "postgres") return path.resolve("data/projects");
  return path.join(path.dirname(databasePath()), "projects");
}

function folderOf(userId: number, def: ProjectDefinition): string {
  if (!Number.isSafeInteger(userId) || userId <= 0 || !/^[a-z0-9-]+$/.test(def.slug)) throw new Error("Invalid project folder.");
  return path.join(projectsRoot(), String(userId), def.slug);
}

function walk(root: string, dir: string, out: Record<string, string>): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const rel = path.relative(root, full).split(path.sep).join("/");
    if (entry.isDirectory()) walk(root, full, out);
    else if (entry.isFile() && safeProjectPath(rel) === rel) out[rel] = fs.readFileSync(full, "utf8");
  }
}

/** The learner's files (the starter when they never saved), by relative name, sorted. */
export function readWorkspace(userId: number, def: ProjectDefinition): Record<string, string> {
  const dir = folderOf(userId, def);
  const files: Record<string, string> = {};
  if (fs.existsSync(dir)) walk(dir, dir, files);
  else Object.assign(files, def.starter);
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
}

type SaveRefusal = "bad_name" | "too_big" | "too_many";
export const SAVE_REFUSAL_TEXT: Record<SaveRefusal, string> = {
  bad_name: "Use a file name of letters, digits, dots, dashes and underscores, with at most three folders (for example src/app.py).",
  too_big: `A file can hold at most ${MAX_PROJECT_FILE_BYTES / 1024} KB.`,
  too_many: `A project can hold at most ${MAX_PROJECT_FILES} files.`,
};

/** Writes one file of the learner's workspace (creating the folder from the starter first). */
export function saveWorkspaceFile(
  userId: number,
  def: ProjectDefinition,
  name: string,
  content: string,
): { ok: true; name: string } | { ok: false; refusal: SaveRefusal } {
  const safe = safeProjectPath(name);
  if (!safe) return { ok: false, refusal: "bad_name" };
  if (Buffer.byteLength(content, "utf8") > MAX_PROJECT_FILE_BYTES) return { ok: false, refusal: "too_big" };
  const current = readWorkspace(userId, def);
  if (!(safe in current) && Object.keys(current).length >= MAX_PROJECT_FILES) return { ok: false, refusal: "too_many" };
  const dir = folderOf(userId, def);
  if (!fs.existsSync(dir)) writeAll(dir, def.starter);
  writeOne(dir, safe, content);
  return { ok: true, name: safe };
}

/** Restores the starter: the learner's folder is removed (the next read is the starter). */
export function resetWorkspace(userId: number, def: ProjectDefinition): void {
  fs.rmSync(folderOf(userId, def), { recursive: true, force: true });
}

function writeAll(dir: string, files: Record<string, string>): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeOne(dir, name, content);
}

function writeOne(dir: string, name: string, content: string): void {
  const target = path.resolve(dir, name);
  if (!target.startsWith(dir + path.sep)) throw new Error("A project file name leaves the project folder.");
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // written beside, then renamed over: a reader never sees half a file
  const tmp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${Date.now()}.tmp`);
  fs.writeFileSync(tmp, content);
  fs.renameSync(tmp, target);
}
