// Whether a bundle written by server/build.mjs is up to date: it exists, its list of sources
// exists, and no source is newer than it (or gone). Plain JavaScript without dependencies, so
// that the `codelift` launcher can ask before deciding between the bundle and tsx.
import fs from "node:fs";
import path from "node:path";

/** `bundle` and `inputsFile` absolute; the inputs are paths relative to `root`. */
export function bundleIsFresh(root, bundle, inputsFile) {
  if (!fs.existsSync(bundle) || !fs.existsSync(inputsFile)) return false;
  const built = fs.statSync(bundle).mtimeMs;
  let inputs;
  try {
    inputs = JSON.parse(fs.readFileSync(inputsFile, "utf8"));
  } catch {
    return false;
  }
  return inputs.every((file) => {
    const full = path.join(root, file);
    return fs.existsSync(full) && fs.statSync(full).mtimeMs <= built;
  });
}
