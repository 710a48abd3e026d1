// The editors' secret of the storefront's draft mode (PREVIEW_SECRET), shared by `npm start`
// (the storefront) and `npm run preview-tool` (the preview tool), which are separate processes.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Shortest secret the storefront accepts (apps/storefront/src/lib/draft.ts). */
export const minPreviewSecretLength = 32;

/**
 * `PREVIEW_SECRET` when set; else the one kept in `{dataDir}/preview-secret` (gitignored,
 * mode 0600), created with 32 random bytes (64 hex characters) the first time. Creation uses an
 * exclusive open, so two processes starting together end with the same secret.
 * @param {{ env?: NodeJS.ProcessEnv, dataDir: string }} options
 * @returns {{ secret: string, source: 'env' | 'file' | 'created', file?: string }}
 */
export function resolvePreviewSecret({ env = process.env, dataDir }) {
  if (env.PREVIEW_SECRET) return { secret: env.PREVIEW_SECRET, source: 'env' };
  const file = path.join(dataDir, 'preview-secret');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    return { secret: readSecret(file), source: 'created', file };
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
  }
  const secret = readSecret(file);
  if (secret.length < minPreviewSecretLength) {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    return { secret: readSecret(file), source: 'created', file };
  }
  return { secret, source: 'file', file };
}

function readSecret(/** @type {string} */ file) {
  return readFileSync(file, 'utf8').trim();
}
