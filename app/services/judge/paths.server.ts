// Where the sandbox worker scripts and the packages they load live. Found upward from this
// module so it works from app/services/judge (tsx, vitest) and from build/index.js (Remix).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const JUDGE_DIR = path.join("app", "services", "judge");

function ancestors(start: string): string[] {
  const out: string[] = [];
  let dir = start;
  for (let i = 0; i < 8; i++) {
    out.push(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return out;
}

function startDirs(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [...new Set([...ancestors(here), ...ancestors(process.cwd())])];
}

/** Absolute, symlink-free path of a file of app/services/judge (e.g. "python-worker.mjs"). */
export function judgeFile(name: string): string {
  const override = process.env.JUDGE_WORKER_DIR;
  const candidates = override ? [path.resolve(override, name)] : startDirs().flatMap((d) => [path.join(d, name), path.join(d, JUDGE_DIR, name)]);
  const found = candidates.find((c) => fs.existsSync(c));
  if (!found) throw new Error(`The judge cannot find ${name} (looked upward for ${JUDGE_DIR}/${name}).`);
  return fs.realpathSync(found);
}

/** Absolute, symlink-free folder of an installed package that holds `marker` (e.g. "pyodide.mjs"). */
export function packageDir(pkg: string, marker: string): string {
  const from = [path.dirname(judgeFile("python-worker.mjs")), ...startDirs()];
  for (const start of from) {
    for (const d of ancestors(start)) {
      const candidate = path.join(d, "node_modules", pkg);
      if (fs.existsSync(path.join(candidate, marker))) return fs.realpathSync(candidate);
    }
  }
  throw new Error(`The judge cannot find the ${pkg} package (node_modules/${pkg}/${marker}).`);
}
