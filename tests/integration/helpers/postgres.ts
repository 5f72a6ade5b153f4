// A PostgreSQL database of its own for a test file: a new, empty database in the cluster the test
// command started (TEST_POSTGRES_URL, see scripts/test.sh and scripts/pg-cluster.sh), or, when the
// file runs alone, in a throwaway cluster this helper starts itself and removes afterwards.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "../../..");

export type TestPostgres = {
  /** the URL of a new, empty database */
  url: string;
  /** drops the database (and stops the cluster when this helper started it) */
  drop: () => Promise<void>;
};

function parseAssignments(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split("\n")
      .map((l) => l.match(/^([A-Z_]+)=(.*)$/))
      .filter((m): m is RegExpMatchArray => !!m)
      .map((m) => [m[1]!, m[2]!]),
  );
}

export async function createTestPostgres(): Promise<TestPostgres> {
  let clusterUrl = process.env.TEST_POSTGRES_URL;
  let clusterDir: string | undefined;
  if (!clusterUrl) {
    const out = execFileSync("bash", [path.join(root, "scripts/pg-cluster.sh"), "start"], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
    const vars = parseAssignments(out);
    clusterUrl = vars.TEST_POSTGRES_URL;
    clusterDir = vars.PG_CLUSTER_DIR;
    if (!clusterUrl) throw new Error(`scripts/pg-cluster.sh start printed no URL:\n${out}`);
  }
  const name = `t_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      try {
        const c = new pg.Client({ connectionString: clusterUrl });
        await c.connect();
        try {
          await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        } finally {
          await c.end();
        }
      } finally {
        if (clusterDir) execFileSync("bash", [path.join(root, "scripts/pg-cluster.sh"), "stop", clusterDir], { stdio: "inherit" });
      }
    },
  };
}
