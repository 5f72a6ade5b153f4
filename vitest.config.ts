import { defineConfig } from "vitest/config";
import path from "node:path";
import SlowestFirst from "./tests/slowest-first";

// Password hashes at 2^12 instead of 2^15 for everything the tests start (the seeded template,
// the servers, the CLI runs: they inherit this environment); docs/decisions/0039-password-hash-cost.md.
process.env.PASSWORD_HASH_COST ??= "12";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    // Two files at a time (vitest's default is one fewer than the cores: one on these 2-core
    // machines). Integration files are independent of each other: each starts its own server on a
    // free loopback port (port 0) against its own SQLite file in a fresh temporary folder, the CLI
    // files run the CLI against their own temporary database, fakes (Stripe, Judge0, SMTP, OIDC)
    // listen on port 0, and each file runs in its own forked process, so what one sets in
    // process.env stays there. Most of an integration file's time is a child process working
    // (the server, the CLI, the judge) while the test waits, so a second file fills the other core.
    maxWorkers: 2,
    // The slowest files start first (tests/slowest-first.ts).
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        extends: true,
        // The unit files share their workers' module graph (isolate: false): the engine is pure and
        // these files set no process state, and importing the graph once per worker instead of
        // once per file took the unit run from 225 s to 72 s on a loaded 2-core machine.
        test: { name: "unit", include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"], environment: "node", isolate: false },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Checks the build and prepares the seeded database every server starts from (tests/integration/helpers/global-setup.ts).
          globalSetup: ["tests/integration/helpers/global-setup.ts"],
        },
      },
    ],
  },
});
