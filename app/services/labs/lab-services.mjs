// The AWS-protocol services of one cloud-lab session (docs/product/cloud-labs.md#the-environment):
// S3 (s3rver) and DynamoDB (dynalite, in memory) on random ports of the host's loopback, for this
// session only. The learner's sandbox has no network of its own: it reaches these two services, and
// nothing else, through the Unix sockets this process opens in the session's folder (the sandbox
// mounts that folder and a forwarder inside it turns them into localhost ports).
//
// Usage: node lab-services.mjs <session folder>. Prints one JSON line {"s3Port", "dynamodbPort", "pid"}
// once both services answer. It exits by itself when the session's `deadline` file (epoch ms) is
// past or gone, so a lab ends on time even if no server process is left to end it.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const dir = path.resolve(process.argv[2] ?? "");
if (!process.argv[2] || !fs.existsSync(dir)) {
  console.error("lab-services: the session folder is missing");
  process.exit(2);
}
const socketDir = path.join(dir, "lab");

function readDeadline() {
  try {
    return Number(fs.readFileSync(path.join(dir, "deadline"), "utf8"));
  } catch {
    return 0;
  }
}

const closers = [];
function stop(code) {
  for (const c of closers) {
    try {
      c();
    } catch {
      // already closed
    }
  }
  process.exit(code);
}
process.on("SIGTERM", () => stop(0));
process.on("SIGINT", () => stop(0));

/** A Unix socket in the sandbox's folder that pipes every connection to 127.0.0.1:port. */
function bridge(name, port) {
  const file = path.join(socketDir, name);
  fs.rmSync(file, { force: true });
  const server = net.createServer((client) => {
    const upstream = net.connect(port, "127.0.0.1");
    client.pipe(upstream).pipe(client);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, () => {
      // the sandbox runs as a host user of its own: it may connect, nobody may list the folder above
      fs.chmodSync(file, 0o777);
      closers.push(() => server.close());
      resolve();
    });
  });
}

async function main() {
  const S3rver = require("s3rver");
  const dynalite = require("dynalite");
  const s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: path.join(dir, "s3"), resetOnClose: true });
  const s3Address = await s3.run();
  closers.push(() => s3.close());
  const dynamo = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise((resolve, reject) => {
    dynamo.once("error", reject);
    dynamo.listen(0, "127.0.0.1", resolve);
  });
  closers.push(() => dynamo.close());
  const ports = { s3Port: s3Address.port, dynamodbPort: dynamo.address().port, pid: process.pid };
  await bridge("s3.sock", ports.s3Port);
  await bridge("dynamodb.sock", ports.dynamodbPort);
  process.stdout.write(`${JSON.stringify(ports)}\n`);
  setInterval(() => {
    if (Date.now() >= readDeadline()) stop(0);
  }, 1000);
}

main().catch((e) => {
  console.error(`lab-services: ${e?.message ?? e}`);
  stop(1);
});
