// The Stripe end-to-end run (playwright.stripe.config.ts): a Stripe-protocol server and a fake
// Stripe.js on loopback, and the built app server pointed at both, on a fresh SQLite file. The
// app is started here rather than by `webServer` because its environment needs the fakes' ports.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startStripeServer } from "../../integration/helpers/stripe-server";
import { paypalEnv, startPaypalServer } from "../../integration/helpers/paypal-server";
import { startFakeStripeJs } from "./fake-stripe-js";

async function waitUntilServing(url: string, exited: () => string | null, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const failure = exited();
    if (failure !== null) throw new Error(`The app server stopped before serving:\n${failure}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app server did not answer ${url} within ${timeoutMs} ms`);
}

export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, "../../..");
  const port = process.env.E2E_STRIPE_PORT!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-e2e-stripe-"));
  const dbFile = path.join(dir, "codelift.db");
  const stripe = await startStripeServer();
  const stripeJs = await startFakeStripeJs(stripe.baseUrl);
  // PayPal beside the cards, as a deployment with both configured (paypal.stripe.ts).
  const paypal = await startPaypalServer();

  // The server bundle brought up to date, as the default e2e run's webServer does.
  const built = spawnSync(process.execPath, ["server/build.mjs", "--if-stale"], { cwd: root, encoding: "utf8" });
  if (built.status !== 0) throw new Error(`server/build.mjs failed:\n${built.stderr}`);
  const app = spawn(process.execPath, ["build/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: port,
      HOST: "127.0.0.1",
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      DATABASE_URL: dbFile,
      NODE_ENV: "production",
      LOGIN_RATE_LIMIT: "50",
      SIGNUP_RATE_LIMIT: "200",
      MAIL_RATE_LIMIT: "200",
      ...stripe.env,
      STRIPE_JS_URL: stripeJs.url,
      ...paypalEnv(paypal),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let exit: string | null = null;
  app.stdout.on("data", (b: Buffer) => (output += b.toString()));
  app.stderr.on("data", (b: Buffer) => (output += b.toString()));
  app.on("exit", (code, signal) => (exit = `exit ${code ?? signal}\n${output}`));

  const stop = async () => {
    if (exit === null) {
      const exited = new Promise((r) => app.once("exit", r));
      app.kill("SIGTERM");
      await exited;
    }
    await stripeJs.close();
    await stripe.close();
    await paypal.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`http://127.0.0.1:${port}/explore`, () => exit, 120_000);
  } catch (e) {
    await stop();
    throw e;
  }
  // Read by the tests (workers inherit the runner's environment): the database and the fakes' origins.
  process.env.CODELIFT_E2E_STRIPE_DB = dbFile;
  process.env.E2E_STRIPE_JS_ORIGIN = stripeJs.origin;
  process.env.E2E_STRIPE_API_ORIGIN = stripe.baseUrl;
  process.env.E2E_PAYPAL_ORIGIN = paypal.url;
  return stop;
}
