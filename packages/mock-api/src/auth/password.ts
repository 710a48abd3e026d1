import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const keyLength = 32;
/** scrypt CPU/memory cost (N). Lower than node's default 16384: a mock, not a vault. */
const scryptCost = 4096;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { N: scryptCost }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with node:crypto scrypt and a random salt: `scrypt$<salt>$<hash>` (hex). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** Checks a password against a {@link hashPassword} hash (constant-time compare). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const key = await derive(password, Buffer.from(saltHex, 'hex'));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
