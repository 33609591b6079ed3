import { randomBytes, scrypt as scryptCb, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

function scrypt(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, KEYLEN, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Synchronous variant for the seed (a handful of demo users, salt derived from the username for determinism). */
export function hashPasswordSync(password: string, salt: Buffer): string {
  const key = scryptSync(password, salt, KEYLEN, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Stands in for an unknown user or an unusable stored hash, so every failed login costs one scrypt. */
const DUMMY_HASH = `scrypt$${N}$${R}$${P}$${'A'.repeat(22)}$${'A'.repeat(43)}`;

export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  let parts = (stored ?? '').split('$');
  const usable =
    parts.length === 6 && parts[0] === 'scrypt' && parts.slice(1, 4).every((v) => /^\d{1,6}$/.test(v));
  if (!usable) parts = DUMMY_HASH.split('$');
  const [, n, r, p, saltB64, hashB64] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashB64, 'base64url');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }).catch(
    () => scrypt(password, Buffer.alloc(16), { N, r: R, p: P }),
  );
  return usable && key.length === expected.length && timingSafeEqual(key, expected);
}
