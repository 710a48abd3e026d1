#!/usr/bin/env node
/**
 * Packs the publishable packages (`@storefront/api-contract`, `@storefront/ui`,
 * `@storefront/blocks`) into `.packs/*.tgz`, as a registry would receive them.
 *
 * Why a staging folder rather than packing the workspace folder: in the monorepo the packages'
 * `exports` point at `src/` (the apps compile the TypeScript sources, no build step in
 * between), while the published package must point at `dist/`. npm does not apply
 * `publishConfig.exports` the way pnpm does, so this script does it: it builds each package
 * (`build:package`), copies `dist/` and the README into `.packs/stage/<name>/` with a
 * package.json whose `exports`/`sideEffects` come from `publishConfig`, without `private`,
 * scripts and devDependencies, and with the workspace dependencies (`*`) pinned to `^version`;
 * then runs `npm pack` there. The workspace's own package.json files are never rewritten.
 *
 * Usage: `node scripts/pack-packages.mjs [--no-build]`. Prints one bench line per tarball:
 * `pack <name> <bytes> bytes (<unpacked> unpacked, <files> files)`.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** In build order: each one's workspace dependencies come first. */
export const publishedPackages = ['api-contract', 'ui', 'blocks'];
const packs = path.join(repo, '.packs');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * The package.json of the tarball: the publish map applied, the workspace-only fields removed.
 * @param {Record<string, any>} manifest the workspace package.json
 * @param {Record<string, string>} versions the version of each published package, by name
 */
export function packedManifest(manifest, versions) {
  const { publishConfig = {}, private: _private, scripts, devDependencies, ...rest } = manifest;
  const { exports, sideEffects, access: _access, registry: _registry, ...other } = publishConfig;
  const dependencies = Object.fromEntries(
    Object.entries(rest.dependencies ?? {}).map(([name, range]) => [
      name,
      range === '*' && versions[name] ? `^${versions[name]}` : range,
    ]),
  );
  return {
    ...rest,
    ...(exports ? { exports } : {}),
    ...(sideEffects !== undefined ? { sideEffects } : {}),
    dependencies,
    ...(Object.keys(other).length > 0 ? { publishConfig: other } : {}),
  };
}

export function packAll({ build = true } = {}) {
  rmSync(packs, { recursive: true, force: true });
  mkdirSync(packs, { recursive: true });
  const versions = {};
  const tarballs = [];
  for (const dir of publishedPackages) {
    const pkgDir = path.join(repo, 'packages', dir);
    const manifest = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
    versions[manifest.name] = manifest.version;
  }
  for (const dir of publishedPackages) {
    const pkgDir = path.join(repo, 'packages', dir);
    const manifest = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
    if (build) {
      execFileSync(process.execPath, [path.join(repo, 'scripts/build-package.mjs')], {
        cwd: pkgDir,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
    }
    if (!existsSync(path.join(pkgDir, 'dist'))) throw new Error(`${manifest.name}: no dist/`);
    const stage = path.join(packs, 'stage', dir);
    mkdirSync(stage, { recursive: true });
    cpSync(path.join(pkgDir, 'dist'), path.join(stage, 'dist'), { recursive: true });
    for (const file of ['README.md', 'LICENSE']) {
      if (existsSync(path.join(pkgDir, file)))
        cpSync(path.join(pkgDir, file), path.join(stage, file));
    }
    writeFileSync(
      path.join(stage, 'package.json'),
      `${JSON.stringify(packedManifest(manifest, versions), null, 2)}\n`,
    );
    const out = execFileSync(npm, ['pack', '--json', '--pack-destination', packs], {
      cwd: stage,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [info] = JSON.parse(out);
    tarballs.push({ name: manifest.name, file: path.join(packs, info.filename), ...info });
    console.log(
      `pack ${manifest.name} ${info.size} bytes (${info.unpackedSize} unpacked, ${info.entryCount} files)`,
    );
  }
  return tarballs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  packAll({ build: !process.argv.includes('--no-build') });
}
