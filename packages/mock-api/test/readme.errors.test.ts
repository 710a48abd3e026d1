import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCodes, isErrorCode } from '@storefront/api-contract';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../README.md'),
  'utf8',
);

/** Codes named in the first cell of each row of the README's error trigger table. */
function documentedCodes(markdown: string): Set<string> {
  const start = markdown.indexOf('## Error catalogue: how to trigger each code');
  if (start < 0) return new Set();
  const codes = new Set<string>();
  for (const line of markdown.slice(start).split('\n')) {
    if (!line.startsWith('|')) continue;
    const first = line.split('|')[1] ?? '';
    for (const match of first.matchAll(/`([A-Z0-9]+)`/g)) if (match[1]) codes.add(match[1]);
  }
  return codes;
}

describe('README error trigger table', () => {
  const documented = documentedCodes(readme);

  it('has a row for every code of the catalogue (spec 1 §8, spec 2 §8)', () => {
    expect(errorCodes.filter((code) => !documented.has(code))).toEqual([]);
  });

  it('names only catalogue codes', () => {
    expect([...documented].filter((code) => !isErrorCode(code))).toEqual([]);
  });

  it('the parser finds nothing in a README without the table (the check can fail)', () => {
    expect(documentedCodes('# x\n| `BSK404` | y |').size).toBe(0);
  });
});
