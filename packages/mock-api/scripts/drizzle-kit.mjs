// Runs drizzle-kit so that it finds this package's drizzle-orm.
// npm keeps drizzle-orm in packages/mock-api/node_modules while drizzle-kit is hoisted to
// the root, and drizzle-kit's `import('drizzle-orm/version')` then fails ("Please install
// latest version of drizzle-orm"). This mirrors the root node_modules in a temp folder with
// this package's drizzle-orm in it and runs drizzle-kit from there with symlinks preserved.
// Usage: node scripts/drizzle-kit.mjs generate [--name x]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootModules = path.resolve(packageDir, '../../node_modules');
const ownOrm = path.join(packageDir, 'node_modules/drizzle-orm');
const temp = mkdtempSync(path.join(tmpdir(), 'drizzle-kit-'));
const modules = path.join(temp, 'node_modules');
mkdirSync(modules);
for (const name of readdirSync(rootModules)) {
  if (name === 'drizzle-orm') continue;
  symlinkSync(path.join(rootModules, name), path.join(modules, name));
}
symlinkSync(ownOrm, path.join(modules, 'drizzle-orm'));
const result = spawnSync(
  process.execPath,
  [
    '--preserve-symlinks',
    '--preserve-symlinks-main',
    path.join(modules, 'drizzle-kit/bin.cjs'),
    ...process.argv.slice(2),
  ],
  { cwd: packageDir, stdio: 'inherit' },
);
rmSync(temp, { recursive: true, force: true });
process.exit(result.status ?? 1);
