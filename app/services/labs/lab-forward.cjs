// Runs inside a cloud-lab sandbox (docs/product/cloud-labs.md#the-environment): listens on the
// sandbox's own loopback (its network namespace has nothing else) at the lab's two endpoints, pipes
// each connection to the session's Unix socket mounted at /lab, then runs the learner's command
// (LAB_COMMAND) with bash and exits with its status.
"use strict";
/* eslint-disable @typescript-eslint/no-require-imports -- a plain CommonJS script that node runs inside the sandbox */
const net = require("node:net");
const { spawn } = require("node:child_process");

const ROUTES = [
  { port: 4566, socket: "/lab/s3.sock" },
  { port: 8000, socket: "/lab/dynamodb.sock" },
];

function listen({ port, socket }) {
  const server = net.createServer((client) => {
    const upstream = net.connect(socket);
    client.pipe(upstream).pipe(client);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

Promise.all(ROUTES.map(listen)).then(
  (servers) => {
    const command = process.env.LAB_COMMAND || "true";
    const env = { ...process.env };
    delete env.LAB_COMMAND;
    const child = spawn("/bin/bash", ["-c", command], { stdio: "inherit", env });
    child.on("exit", (code, signal) => {
      for (const s of servers) s.close();
      process.exit(code === null ? 128 + (signal === "SIGKILL" ? 9 : 15) : code);
    });
  },
  (e) => {
    process.stderr.write(`The lab's endpoints could not be opened: ${e.message}\n`);
    process.exit(1);
  },
);
