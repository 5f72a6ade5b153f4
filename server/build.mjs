// Bundles server.ts (and what it imports from db/, seeds/, server/ and app/utils) into one
// plain JavaScript file, build/server.js, so that `npm start` runs `node build/server.js`
// without compiling TypeScript at run time. Installed packages stay external: native ones
// (better-sqlite3, isolated-vm), large ones (pyodide) and express are loaded from
// node_modules, and the Remix build (build/index.js) is imported by path when the server starts.
//
//   node server/build.mjs             build
//   node server/build.mjs --if-stale  build only when build/server.js is missing or older than a source
import * as esbuild from "esbuild";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const serverBundle = path.join(root, "build", "server.js");
/** The sources that went into the bundle (esbuild's metafile), for the staleness check. */
const inputsFile = path.join(root, "build", "server.inputs.json");

/** Bare specifiers ("express", "drizzle-orm/…", "node:fs") are packages: left to node at run time. */
const packagesExternal = {
  name: "packages-external",
  setup(build) {
    build.onResolve({ filter: /^[^./~]/ }, (args) => (path.isAbsolute(args.path) ? undefined : { path: args.path, external: true }));
  },
};

/** Whether build/server.js is missing, or older than one of the files it was built from. */
export function serverBuildIsStale() {
  if (!fs.existsSync(serverBundle) || !fs.existsSync(inputsFile)) return true;
  const built = fs.statSync(serverBundle).mtimeMs;
  let inputs;
  try {
    inputs = JSON.parse(fs.readFileSync(inputsFile, "utf8"));
  } catch {
    return true;
  }
  return inputs.some((file) => {
    const full = path.join(root, file);
    return !fs.existsSync(full) || fs.statSync(full).mtimeMs > built;
  });
}

/** Writes build/server.js; concurrent builds are safe (each writes aside, then renames). */
export async function buildServer() {
  const tmp = path.join(root, "build", `.server-${process.pid}-${Date.now()}`);
  try {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: [path.join(root, "server.ts")],
      outfile: path.join(tmp, "server.js"),
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      tsconfig: path.join(root, "tsconfig.json"),
      plugins: [packagesExternal],
      metafile: true,
      logLevel: "warning",
      banner: { js: "// Built by server/build.mjs from server.ts: do not edit." },
    });
    const inputs = [
      ...Object.keys(result.metafile.inputs).filter((f) => !f.includes("node_modules")),
      ...["server/build.mjs", "tsconfig.json", "package.json"],
    ];
    fs.writeFileSync(path.join(tmp, "server.inputs.json"), `${JSON.stringify(inputs, null, 1)}\n`);
    fs.renameSync(path.join(tmp, "server.inputs.json"), inputsFile);
    fs.renameSync(path.join(tmp, "server.js"), serverBundle);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return serverBundle;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--if-stale") && !serverBuildIsStale()) process.exit(0);
  const file = await buildServer();
  console.log(`Built ${path.relative(process.cwd(), file) || file}`);
}
