import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { heroBannerFixtures } from '../blocks/heroBanner';
import { defaultRegistry } from '../registry/defaultRegistry';
import { findJsonFiles, validateContentFiles } from './files';

const page = (id: string, main: unknown[]) => ({ id, docType: 'page', slots: { main } });

describe('validateContentFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'validate-content-'));
    mkdirSync(path.join(dir, 'nested', 'deeper'), { recursive: true });
    mkdirSync(path.join(dir, 'node_modules'));
    writeFileSync(
      path.join(dir, 'good.json'),
      JSON.stringify([page('a', [heroBannerFixtures.valid])]),
    );
    writeFileSync(path.join(dir, 'notes.txt'), 'not content');
    writeFileSync(path.join(dir, 'node_modules', 'x.json'), '{');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds .json files recursively, skipping node_modules and other files', () => {
    writeFileSync(path.join(dir, 'nested', 'deeper', 'b.json'), '{}');
    expect(findJsonFiles(dir).map((f) => path.relative(dir, f))).toEqual([
      'good.json',
      path.join('nested', 'deeper', 'b.json'),
    ]);
    expect(findJsonFiles(path.join(dir, 'missing'))).toEqual([]);
  });

  it('passes valid content with a one-line summary and exit code 0', () => {
    expect(validateContentFiles([dir], defaultRegistry, {}, dir)).toEqual({
      lines: ['validate-content: 1 file, 1 document, 1 block: all valid'],
      exitCode: 0,
    });
  });

  it('prints file, document, block path, field path and message per problem, then exits 1', () => {
    writeFileSync(
      path.join(dir, 'nested', 'bad.json'),
      JSON.stringify(page('home-en-us', [heroBannerFixtures.minimal, heroBannerFixtures.invalid])),
    );
    writeFileSync(path.join(dir, 'nested', 'deeper', 'broken.json'), '{ nope');
    const report = validateContentFiles([dir], defaultRegistry, {}, dir);
    expect(report.exitCode).toBe(1);
    const bad = path.join('nested', 'bad.json');
    const block = 'slots.main[1] > heroBanner#hero-invalid';
    expect(report.lines).toHaveLength(4);
    expect(report.lines[0]).toMatch(/: Invalid input: expected string/);
    expect(report.lines[0]?.startsWith(`${bad} › home-en-us › ${block} › title: `)).toBe(true);
    expect(report.lines[1]?.startsWith(`${bad} › home-en-us › ${block} › targets[0].url: `)).toBe(
      true,
    );
    expect(
      report.lines[2]?.startsWith(
        `${path.join('nested', 'deeper', 'broken.json')} › (file) › (document) › (whole): `,
      ),
    ).toBe(true);
    expect(report.lines[3]).toBe(
      'validate-content: 3 files, 2 documents, 3 blocks: 3 problems in 2 documents',
    );
  });

  it('exits 2 when no file is found', () => {
    expect(validateContentFiles([path.join(dir, 'missing')], defaultRegistry).exitCode).toBe(2);
  });
});
