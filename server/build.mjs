// Bundles server.ts (and what it imports from db/, seeds/, server/ and app/utils) into one
// plain JavaScript file, build/server.js, so that `npm start` runs `node build/server.js`
// without compiling TypeScript at run time. The `codelift` CLI (cli/main.tsx) is bundled the
// same way into build/cli.js, which cli/bin.js runs while it is fresher than its sources. Installed packages stay external: native ones
// (better-sqlite3, isolated-vm), large ones (pyodide) and express are loaded from
// node_modules, and the Remix build (build/index.js) is imported by path when the server starts.
//
// It also writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the browser
// build (public/build), which the server sends with immutable caching to clients that take them.
//
//   node server/build.mjs             build
//   node server/build.mjs --if-stale  build only when build/server.js is missing or older than a source
//                                     (the asset copies are brought up to date either way)
import * as esbuild from "esbuild";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { bundleIsFresh } from "./fresh.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const serverBundle = path.join(root, "build", "server.js");
/** The sources that went into the bundle (esbuild's metafile), for the staleness check. */
const inputsFile = path.join(root, "build", "server.inputs.json");
export const cliBundle = path.join(root, "build", "cli.js");
const cliInputsFile = path.join(root, "build", "cli.inputs.json");

/** Bare specifiers ("express", "drizzle-orm/…", "node:fs") are packages: left to node at run time. */
const packagesExternal = {
  name: "packages-external",
  setup(build) {
    build.onResolve({ filter: /^[^./~]/ }, (args) => (path.isAbsolute(args.path) ? undefined : { path: args.path, external: true }));
  },
};

/** Whether build/server.js is missing, or older than one of the files it was built from. */
export function serverBuildIsStale() {
  return !bundleIsFresh(root, serverBundle, inputsFile);
}

/** Whether build/cli.js is missing, or older than one of the files it was built from. */
export function cliBuildIsStale() {
  return !bundleIsFresh(root, cliBundle, cliInputsFile);
}

/** Bundles `entry` into `outfile` with its list of sources; concurrent builds are safe (each writes aside, then renames). */
async function bundle(entry, outfile, listFile, { split = false } = {}) {
  const tmp = path.join(root, "build", `.bundle-${process.pid}-${Date.now()}`);
  try {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: [path.join(root, entry)],
      // Split: each `await import()` of the sources stays a separate chunk, loaded only when that
      // code runs (a `codelift … --json` command then loads no Ink, React, Stripe or pg it does not
      // use). Chunks are named by their content, so builds side by side never disagree about one.
      ...(split
        ? { outdir: tmp, entryNames: "out", splitting: true, chunkNames: `${path.basename(outfile, ".js")}-chunks/[name]-[hash]` }
        : { outfile: path.join(tmp, "out.js") }),
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      tsconfig: path.join(root, "tsconfig.json"),
      plugins: [packagesExternal],
      metafile: true,
      logLevel: "warning",
      banner: { js: `// Built by server/build.mjs from ${entry}: do not edit.` },
    });
    const inputs = [
      ...Object.keys(result.metafile.inputs).filter((f) => !f.includes("node_modules")),
      ...["server/build.mjs", "server/fresh.mjs", "tsconfig.json", "package.json"],
    ];
    fs.writeFileSync(path.join(tmp, "inputs.json"), `${JSON.stringify(inputs, null, 1)}\n`);
    if (split) {
      // The chunks first, then the entry that imports them.
      const chunks = `${path.basename(outfile, ".js")}-chunks`;
      fs.mkdirSync(path.join(path.dirname(outfile), chunks), { recursive: true });
      for (const name of fs.readdirSync(path.join(tmp, chunks))) {
        fs.renameSync(path.join(tmp, chunks, name), path.join(path.dirname(outfile), chunks, name));
      }
    }
    fs.renameSync(path.join(tmp, "inputs.json"), listFile);
    fs.renameSync(path.join(tmp, "out.js"), outfile);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return outfile;
}

/** Writes build/server.js. */
export async function buildServer() {
  return bundle("server.ts", serverBundle, inputsFile);
}

/** Writes build/cli.js (the `codelift` command without TypeScript compiled at each start). */
export async function buildCli() {
  return bundle("cli/main.tsx", cliBundle, cliInputsFile, { split: true });
}

/** The browser build's text assets (the server's COMPRESSIBLE_ASSET, server/http.ts). */
const COMPRESSIBLE = /\.(js|mjs|css|map|json|svg|txt|html)$/;

/**
 * Writes name.br (brotli, quality 11) and name.gz (gzip, level 9) beside every text asset under
 * public/build that lacks an up-to-date pair; each is written aside, then renamed. Returns how many.
 */
export function precompressAssets(dir = path.join(root, "public", "build")) {
  if (!fs.existsSync(dir)) return 0;
  let written = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const mtime = fs.statSync(file).mtimeMs;
    const fresh = (f) => fs.existsSync(f) && fs.statSync(f).mtimeMs >= mtime;
    if (fresh(`${file}.br`) && fresh(`${file}.gz`)) continue;
    const data = fs.readFileSync(file);
    const variants = [
      [
        ".br",
        zlib.brotliCompressSync(data, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
        }),
      ],
      [".gz", zlib.gzipSync(data, { level: 9 })],
    ];
    for (const [ext, bytes] of variants) {
      const tmp = `${file}${ext}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, bytes);
      fs.renameSync(tmp, `${file}${ext}`);
    }
    written++;
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const compressed = precompressAssets();
  if (compressed) console.log(`Compressed ${compressed} assets under public/build (.br, .gz)`);
  const ifStale = process.argv.includes("--if-stale");
  if (!ifStale || serverBuildIsStale()) console.log(`Built ${path.relative(process.cwd(), await buildServer())}`);
  if (!ifStale || cliBuildIsStale()) console.log(`Built ${path.relative(process.cwd(), await buildCli())}`);
  const snapshot = makePythonSnapshot();
  if (snapshot) console.log(`Made ${path.relative(process.cwd(), snapshot)}`);
}

/**
 * The Python sandbox's start-up snapshot, made ahead so that the first workers of every process
 * start from it (the judge makes it itself when it is missing: app/services/judge/python-snapshot.server.ts,
 * same place). Returns the file when it was made now; nothing when it exists or cannot be made.
 */
function makePythonSnapshot() {
  const pyodide = path.join(root, "node_modules", "pyodide");
  if (!fs.existsSync(path.join(pyodide, "pyodide.mjs"))) return null;
  const { version } = JSON.parse(fs.readFileSync(path.join(pyodide, "package.json"), "utf8"));
  const file = path.join(root, "node_modules", ".cache", "codelift", `pyodide-${version}.snapshot`);
  if (fs.existsSync(file)) return null;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const made = spawnSync(process.execPath, [path.join(root, "app", "services", "judge", "python-snapshot.mjs"), pyodide, file], {
    env: {},
    encoding: "utf8",
  });
  if (made.status !== 0) {
    console.warn(`The Python start-up snapshot was not made (the judge starts Python the plain way): ${made.stderr.trim().split("\n").pop()}`);
    return null;
  }
  return file;
}
