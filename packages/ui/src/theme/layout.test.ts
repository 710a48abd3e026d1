import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { baseTokens } from './base';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const declaration = path.join('packages', 'ui', 'src', 'theme', 'layout.css.ts');

/** Every `.css.ts` file under the workspaces' sources (node_modules and builds left out). */
function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', '.next', 'dist', 'storybook-static'].includes(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css.ts') ? [full] : [];
  });
}

describe('the page container', () => {
  it('declares its width once, in the ui theme (every other container composes it)', () => {
    const literal = baseTokens.size.container;
    const offenders = ['packages', 'apps']
      .flatMap((dir) => cssFiles(path.join(root, dir)))
      .filter((file) => path.relative(root, file) !== declaration)
      .filter((file) => {
        const source = readFileSync(file, 'utf8');
        return source.includes('size.container') || source.includes(`'${literal}'`);
      })
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
