import { scrypt, timingSafeEqual } from "node:crypto";
import { decodeBase64, encodeBase64 } from "@oslojs/encoding";

/**
 * scrypt with the Copenhagen Book's parameters (N=16384, r=16, p=1, 32-byte key). Measured cost
 * is in README.md ("Password hashing"); it needs the Workers Paid plan's CPU allowance.
 * Stored as `scrypt$N$r$p$salt$key` so parameters can change without breaking old hashes.
 */
const PARAMS = { N: 16384, r: 16, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Uint8Array, N: number, r: number, p: number) {
  return new Promise<Uint8Array>((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { N, r, p, maxmem: 256 * N * r },
      (error, key) => (error ? reject(error) : resolve(new Uint8Array(key))),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await derive(password, salt, PARAMS.N, PARAMS.r, PARAMS.p);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, encodeBase64(salt), encodeBase64(key)].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = decodeBase64(key);
  const actual = await derive(password, decodeBase64(salt), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash() {
  dummyHash ??= hashPassword("not-a-real-password");
  return dummyHash;
}
