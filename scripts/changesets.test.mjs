/**
 * Release set-up (CONTRIBUTING.md "Releases"): changesets versions the published packages
 * together and only them, and each ships its CHANGELOG.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { publishedPackages } from './pack-packages.mjs';

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const config = read('.changeset/config.json');
const published = publishedPackages.map((dir) => read(`packages/${dir}/package.json`));
const workspaces = ['packages', 'apps'].flatMap((folder) =>
  readdirSync(path.join(root, folder)).map((dir) => read(`${folder}/${dir}/package.json`).name),
);

describe('changesets', () => {
  it('raises the published packages together and ignores every other workspace', () => {
    expect(config.fixed).toEqual([published.map((p) => p.name)]);
    expect([...config.ignore, ...config.fixed[0]].sort()).toEqual([...workspaces].sort());
  });

  it('ships a changelog and the licence in every published package, all at one version', () => {
    for (const [i, manifest] of published.entries()) {
      expect(manifest.files).toEqual(expect.arrayContaining(['dist', 'CHANGELOG.md', 'LICENSE']));
      expect(manifest.license).toBe('MIT');
      expect(manifest.version).toBe(published[0].version);
      const changelog = readFileSync(
        path.join(root, 'packages', publishedPackages[i], 'CHANGELOG.md'),
        'utf8',
      );
      expect(changelog.startsWith(`# ${manifest.name}\n`)).toBe(true);
    }
  });
});
