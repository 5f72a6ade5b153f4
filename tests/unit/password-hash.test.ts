// The password hash's work factor (docs/decisions/0039-password-hash-cost.md): the production
// default, the setting for new hashes, and stored hashes that verify whatever the setting.
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_HASH_COST, hashPassword, verifyPassword } from "~/models/password.server";

const saved = process.env.PASSWORD_HASH_COST;
afterEach(() => {
  if (saved === undefined) delete process.env.PASSWORD_HASH_COST;
  else process.env.PASSWORD_HASH_COST = saved;
});

// Several 2^15 hashes (about 90 ms each on a quiet core): a loaded machine needs more than the default 5 s.
describe("password hashes", { timeout: 60_000 }, () => {
  it("use N = 2^15, r = 8, p = 1 when the cost is not set, and any other value falls back to that", async () => {
    expect(DEFAULT_HASH_COST).toBe(15);
    for (const value of [undefined, "", "11", "21", "14.5", "x"]) {
      if (value === undefined) delete process.env.PASSWORD_HASH_COST;
      else process.env.PASSWORD_HASH_COST = value;
      expect((await hashPassword("correct horse")).split("$").slice(0, 4)).toEqual(["scrypt", "32768", "8", "1"]);
    }
  });

  it("take the set cost for new hashes; a hash of either cost verifies whatever the setting", async () => {
    process.env.PASSWORD_HASH_COST = "12";
    const cheap = await hashPassword("correct horse");
    expect(cheap.split("$")[1]).toBe("4096");
    delete process.env.PASSWORD_HASH_COST;
    const strong = await hashPassword("correct horse");
    expect(strong.split("$")[1]).toBe("32768");
    expect(await verifyPassword("correct horse", cheap)).toBe(true);
    process.env.PASSWORD_HASH_COST = "12";
    expect(await verifyPassword("correct horse", strong)).toBe(true);
    expect(await verifyPassword("wrong horse", strong)).toBe(false);
    expect(await verifyPassword("wrong horse", cheap)).toBe(false);
  });
});
