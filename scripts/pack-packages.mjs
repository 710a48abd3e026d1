#!/usr/bin/env node
/**
 * Packs the publishable packages (`@storefront/api-contract`, `@storefront/ui`,
 * `@storefront/blocks`) into `.packs/<scope>-<name>.tgz` (`storefront-blocks.tgz`, no version in
 * the name), as a registry would receive them.
 *
 * Why a staging folder rather than packing the workspace folder: in the monorepo the packages'
 * `exports` point at `src/` (the apps compile the TypeScript sources, no build step in
 * between), while the published package must point at `dist/`. npm does not apply
 * `publishConfig.exports` the way pnpm does, so this script does it: it builds each package
 * (`build:package`), copies `dist/`, the README, the CHANGELOG and the repository's LICENSE (MIT) into
 * `.packs/stage/<name>/` with a package.json whose `exports`/`sideEffects` come from
 * `publishConfig`, without `private`, scripts and devDependencies, with the workspace
 * dependencies (`*`) pinned to `^version` and `repository` from the git remote (repositoryUrl);
 * then runs `npm pack` there. The workspace's own package.json files are never rewritten.
 *
 * The build: the bundles (Vite, one package after the other: blocks' styles read the built ui)
 * while, in parallel, ONE `tsc --emitDeclarationOnly --noCheck` writes the declarations of all
 * the packages (declarationProgram below). One program instead of one per package, because
 * blocks' program holds ui's and api-contract's sources too (the workspace `exports` point at
 * `src/`): three runs parsed and checked them three times. `--noCheck`, because the types are
 * checked by `npm run typecheck` (the CI step before this one); the declarations are the same
 * either way (only the order of union members may differ). Measured on a 2-core machine at
 * load 17: the declarations of the three alone took 35 s instead of 87 s (three checked runs);
 * the whole build takes about 22 s of CPU.
 *
 * Usage: `node scripts/pack-packages.mjs [--no-build]`. Prints one bench line per tarball:
 * `pack <name> <bytes> bytes (<unpacked> unpacked, <files> files)` and the build's time.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** In build order: each one's workspace dependencies come first. */
export const publishedPackages = ['api-contract', 'ui', 'blocks'];
const packs = path.join(repo, '.packs');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * The URL of the repository the packages are published from, for their `repository` field:
 * `STOREFRONT_REPOSITORY_URL` when set, else the git remote `origin` (an scp-like
 * `git@host:path` becomes `git+ssh://git@host/path`), else `undefined` (no remote, no field:
 * never a made-up URL).
 * @returns {string | undefined}
 */
export function repositoryUrl(env = process.env) {
  if (env.STOREFRONT_REPOSITORY_URL) return env.STOREFRONT_REPOSITORY_URL;
  let url;
  try {
    url = execFileSync('git', ['remote', 'get-url', 'origin'], {
      cwd: repo,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
  return publicRepositoryUrl(url);
}

/**
 * A git remote as a package's `repository` URL: `https://…` → `git+https://…`, an scp-like
 * `git@host:path` → `git+ssh://git@host/path`, `ssh://`, `git://` and `git+…` URLs as they are;
 * anything else (a local path or `file://` remote, as in a clone of a clone) → `undefined`,
 * since nobody who installs the package could follow it.
 * @param {string} remote the output of `git remote get-url origin`
 * @returns {string | undefined}
 */
export function publicRepositoryUrl(remote) {
  const url = remote.trim();
  const scp = /^([^@/:]+@[^:/]+):(.+)$/.exec(url);
  if (scp) return `git+ssh://${scp[1]}/${scp[2]}`;
  if (url.startsWith('https://')) return `git+${url}`;
  return /^(git\+[a-z]+|ssh|git):\/\/[^/]/.test(url) ? url : undefined;
}

/**
 * The package.json of the tarball: the publish map applied, the workspace-only fields removed,
 * and `repository` pointing at the package's folder when the repository's URL is known.
 * @param {Record<string, any>} manifest the workspace package.json
 * @param {Record<string, string>} versions the version of each published package, by name
 * @param {{ repository?: string, directory?: string }} [source] the repository's URL and the
 *   package's folder in it (`packages/ui`)
 */
export function packedManifest(manifest, versions, source = {}) {
  const { publishConfig = {}, private: _private, scripts, devDependencies, ...rest } = manifest;
  const { exports, sideEffects, access: _access, registry: _registry, ...other } = publishConfig;
  const dependencies = Object.fromEntries(
    Object.entries(rest.dependencies ?? {}).map(([name, range]) => [
      name,
      range === '*' && versions[name] ? `^${versions[name]}` : range,
    ]),
  );
  const repository =
    source.repository !== undefined
      ? {
          type: 'git',
          url: source.repository,
          ...(source.directory ? { directory: source.directory } : {}),
        }
      : undefined;
  return {
    ...rest,
    ...(repository ? { repository } : {}),
    ...(exports ? { exports } : {}),
    ...(sideEffects !== undefined ? { sideEffects } : {}),
    dependencies,
    ...(Object.keys(other).length > 0 ? { publishConfig: other } : {}),
  };
}

/**
 * The tsconfig of the one declaration build: each package's `tsconfig.build.json` (its
 * `include`/`exclude`, rebased on the repository) in one program, written under
 * `<outDir>/<package>/src/`.
 * @param {string[]} dirs package folders under packages/
 * @param {string} outDir absolute
 */
export function declarationProgram(dirs, outDir) {
  const include = new Set();
  const exclude = new Set();
  for (const dir of dirs) {
    const pkgDir = path.join(repo, 'packages', dir);
    const config = JSON.parse(readFileSync(path.join(pkgDir, 'tsconfig.build.json'), 'utf8'));
    for (const entry of config.include ?? []) include.add(path.resolve(pkgDir, entry));
    for (const entry of config.exclude ?? []) exclude.add(path.resolve(pkgDir, entry));
  }
  return {
    extends: path.join(repo, 'tsconfig.base.json'),
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      noCheck: true,
      outDir,
      rootDir: path.join(repo, 'packages'),
      types: ['node'],
    },
    include: [...include],
    exclude: [...exclude],
  };
}

/** Runs a command; resolves when it exits 0, rejects otherwise. */
function run(cmd, args, opts) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')}: ${signal ?? code}`)),
    );
  });
}

/**
 * Builds (unless `build: false`) and packs the published packages into `.packs/`.
 * @returns {Promise<Array<{ name: string, file: string, size: number, unpackedSize: number, entryCount: number }>>}
 */
export async function packAll({ build = true } = {}) {
  const started = Date.now();
  rmSync(packs, { recursive: true, force: true });
  mkdirSync(packs, { recursive: true });
  const versions = {};
  const tarballs = [];
  for (const dir of publishedPackages) {
    const pkgDir = path.join(repo, 'packages', dir);
    const manifest = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
    versions[manifest.name] = manifest.version;
  }
  if (build) {
    const typesDir = path.join(packs, 'types');
    const tsconfig = path.join(packs, 'tsconfig.declarations.json');
    writeFileSync(tsconfig, JSON.stringify(declarationProgram(publishedPackages, typesDir)));
    const declarations = run(path.join(repo, 'node_modules/.bin/tsc'), ['-p', tsconfig]);
    // Keep going while tsc runs; its failure is reported once the bundles are done.
    declarations.catch(() => {});
    for (const dir of publishedPackages) {
      await run(
        process.execPath,
        [path.join(repo, 'scripts/build-package.mjs'), '--no-declarations'],
        {
          cwd: path.join(repo, 'packages', dir),
        },
      );
    }
    await declarations;
    for (const dir of publishedPackages) {
      cpSync(path.join(typesDir, dir, 'src'), path.join(repo, 'packages', dir, 'dist'), {
        recursive: true,
      });
    }
    console.log(`built the packages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const url = repositoryUrl();
  if (url === undefined) {
    console.log('pack: no git remote origin nor STOREFRONT_REPOSITORY_URL: no repository field');
  }
  for (const dir of publishedPackages) {
    const pkgDir = path.join(repo, 'packages', dir);
    const manifest = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
    if (!existsSync(path.join(pkgDir, 'dist'))) throw new Error(`${manifest.name}: no dist/`);
    const stage = path.join(packs, 'stage', dir);
    mkdirSync(stage, { recursive: true });
    cpSync(path.join(pkgDir, 'dist'), path.join(stage, 'dist'), { recursive: true });
    for (const file of ['README.md', 'CHANGELOG.md']) {
      if (existsSync(path.join(pkgDir, file)))
        cpSync(path.join(pkgDir, file), path.join(stage, file));
    }
    // One licence for the whole repository (MIT), shipped in every tarball.
    cpSync(path.join(repo, 'LICENSE'), path.join(stage, 'LICENSE'));
    const packed = packedManifest(manifest, versions, {
      repository: url,
      directory: `packages/${dir}`,
    });
    writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(packed, null, 2)}\n`);
    const out = execFileSync(npm, ['pack', '--json', '--pack-destination', packs], {
      cwd: stage,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [info] = JSON.parse(out);
    // Without the version in the name (`storefront-blocks.tgz`), so the example's
    // `file:` dependencies stay right when `changeset version` raises the versions.
    const file = path.join(packs, `${manifest.name.slice(1).replace('/', '-')}.tgz`);
    renameSync(path.join(packs, info.filename), file);
    tarballs.push({ name: manifest.name, ...info, file });
    console.log(
      `pack ${manifest.name} ${info.size} bytes (${info.unpackedSize} unpacked, ${info.entryCount} files)`,
    );
  }
  return tarballs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await packAll({ build: !process.argv.includes('--no-build') });
}
