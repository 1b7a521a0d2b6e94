import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Passwords at rest: scrypt of the lower-case hex MD5 the client sends (never the MD5 alone).
 * Stored as `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking old rows.
 */
const cost = { N: 1 << 14, r: 8, p: 1 };
const keyLength = 32;

export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

export const isMd5Hex = (text: string): boolean => /^[0-9a-f]{32}$/.test(text);

export async function hashPassword(clientMd5: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(clientMd5, salt, cost.N, cost.r, cost.p);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(clientMd5: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(clientMd5, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

function derive(secret: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolvePromise, reject) =>
    scrypt(secret, salt, keyLength, { N, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolvePromise(key))),
  );
}

/** A password for an account whose password was not configured: printed once at seeding. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(12);
  const body = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
  // Ends with a digit and a symbol so the password satisfies any policy the seed turns on.
  return `${body}7@`;
}
