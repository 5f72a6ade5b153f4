// Once per vitest run, before any integration file: the build checked (so no file needs to), and
// one database prepared by the built server exactly as at a first start (migrated, then seeded),
// kept as a template. startServer copies it into each new server's folder instead of letting every
// server seed its own empty file: seeding hashes the demo passwords and writes the whole catalogue,
// the most expensive part of a start. The start on an empty file is still run here, for every run,
// and it fails the run if the server did not seed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild, SEEDED_TEMPLATE_ENV, BUILD_CHECKED_ENV, startServer } from "./server";

export default async function setup(): Promise<() => void> {
  ensureBuild();
  process.env[BUILD_CHECKED_ENV] = "1";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-it-template-"));
  const template = path.join(dir, "seeded.db");
  delete process.env[SEEDED_TEMPLATE_ENV];
  const server = await startServer();
  try {
    if (!/^Seeded .*codelift\.db: .*plan prices/m.test(server.output()))
      throw new Error(`the server did not seed its empty database:\n${server.output()}`);
    // SQLite's online backup: one consistent file, whatever is still in the WAL.
    await server.db.backup(template);
  } finally {
    await server.stop();
  }
  // Read by startServer in the test files' processes, which inherit this environment.
  process.env[SEEDED_TEMPLATE_ENV] = template;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
