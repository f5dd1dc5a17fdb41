// Password hashing (design §2: argon2id, OWASP's first choice). @node-rs/argon2's defaults are OWASP's
// minimum for argon2id (19 MiB, 2 passes, 1 lane); hashing runs on libuv's pool, off the event loop.
import { hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id (a const enum the package declares ambiently, so not importable as a value here).
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

// A sign-in for an email with no account still costs one verification, so its timing does not tell
// whether the account exists.
let dummyHash: Promise<string> | undefined;

/** Verifies against the stored hash, or against a dummy when there is no account (always false then). */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword("no account has this password");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
