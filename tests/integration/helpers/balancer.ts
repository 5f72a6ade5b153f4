// A round-robin load balancer on loopback, as small as one can be: every request goes to the next
// upstream in turn (never sticky), its body and headers streamed through both ways (Set-Cookie
// included), with X-Forwarded-For/-Proto/-Host set as a real balancer sets them. It tells the test
// which upstream answered each request (`served`), so a test can prove it alternated.
import http from "node:http";
import type net from "node:net";

export type Balancer = {
  /** the balancer's own origin: http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** the upstream origins, in turn (may be filled after the start: servers that must know the balancer's origin start after it) */
  upstreams: string[];
  /** the index of the upstream that took each request, in order */
  served: number[];
  close: () => Promise<void>;
};

/** Starts a balancer over `upstreams` (http://127.0.0.1:<port> origins) on `port` (0: a free one). */
export function startBalancer(upstreams: string[] = [], port = 0): Promise<Balancer> {
  let next = 0;
  const served: number[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((req, res) => {
    if (upstreams.length === 0) {
      res.writeHead(503, { "Content-Type": "text/plain" });
      res.end("balancer: no upstream yet");
      return;
    }
    const index = next % upstreams.length;
    next = (index + 1) % upstreams.length;
    served.push(index);
    const target = new URL(upstreams[index]!);
    const headers = { ...req.headers };
    const client = req.socket.remoteAddress ?? "127.0.0.1";
    headers["x-forwarded-for"] = headers["x-forwarded-for"] ? `${headers["x-forwarded-for"]}, ${client}` : client;
    headers["x-forwarded-proto"] = "http";
    headers["x-forwarded-host"] = req.headers.host ?? "";
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      // rawHeaders keeps every Set-Cookie line as its own header.
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
      answer.pipe(res);
    });
    upstream.on("error", (e) => {
      if (!res.headersSent) {
        res.writeHead(502, { "Content-Type": "text/plain" });
        res.end(`balancer: upstream ${index} failed: ${e.message}`);
      } else res.destroy(e);
    });
    req.pipe(upstream);
  });
  // Idle client connections stay open longer than the client keeps them (Node's fetch: 4 s), as a
  // real balancer's do (60 s and more): with Node's default 5 s, a connection the test's fetch
  // reused just as the balancer closed it failed with ECONNRESET (seen once under a loaded run).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const sockets = new Set<net.Socket>();
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const actual = (server.address() as net.AddressInfo).port;
      resolve({
        url: `http://127.0.0.1:${actual}`,
        port: actual,
        upstreams,
        served,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            agent.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
