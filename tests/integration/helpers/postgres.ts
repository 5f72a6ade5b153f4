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

/** The cluster this process started (when TEST_POSTGRES_URL is not set), shared by its databases. */
let own: Promise<{ url: string; dir: string }> | null = null;
let ownUsers = 0;

function startOwnCluster(): Promise<{ url: string; dir: string }> {
  own ??= Promise.resolve().then(() => {
    const out = execFileSync("bash", [path.join(root, "scripts/pg-cluster.sh"), "start"], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
    const vars = parseAssignments(out);
    if (!vars.TEST_POSTGRES_URL || !vars.PG_CLUSTER_DIR) throw new Error(`scripts/pg-cluster.sh start printed no URL:\n${out}`);
    return { url: vars.TEST_POSTGRES_URL, dir: vars.PG_CLUSTER_DIR };
  });
  return own;
}

export async function createTestPostgres(): Promise<TestPostgres> {
  let clusterUrl = process.env.TEST_POSTGRES_URL;
  let ownCluster: { url: string; dir: string } | undefined;
  if (!clusterUrl) {
    ownUsers++;
    ownCluster = await startOwnCluster();
    clusterUrl = ownCluster.url;
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
        // The last database of a cluster this process started takes the cluster with it.
        if (ownCluster && --ownUsers === 0) {
          own = null;
          execFileSync("bash", [path.join(root, "scripts/pg-cluster.sh"), "stop", ownCluster.dir], { stdio: "inherit" });
        }
      }
    },
  };
}
