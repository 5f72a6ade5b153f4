// Password hashing with scrypt (N=2^15, r=8, p=1 by default): stored as scrypt$N$r$p$salt$hash, so
// a hash made with other parameters still verifies. PASSWORD_HASH_COST (validated when the server
// starts, app/utils/env.server.ts) sets N = 2^cost for new hashes (docs/decisions/0039-password-hash-cost.md).
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";

const KEYLEN = 64;
export const DEFAULT_HASH_COST = 15;

/** N = 2^PASSWORD_HASH_COST (12 to 20; anything else: the default). */
function hashParams() {
  const cost = Number(process.env.PASSWORD_HASH_COST);
  const log2 = Number.isInteger(cost) && cost >= 12 && cost <= 20 ? cost : DEFAULT_HASH_COST;
  return { N: 2 ** log2, r: 8, p: 1 };
}

function scrypt(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, KEYLEN, { ...opts, maxmem: 128 * opts.N! * opts.r! * 2 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = hashParams();
  const key = await scrypt(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split("$");
  if (alg !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await scrypt(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
