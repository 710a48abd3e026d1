/**
 * The content CLIs accept a brand's registry (`--registry <module>[#export]`,
 * packages/blocks/scripts/registryModule.ts): the loader's choices and errors, the validator's
 * verdict on a brand block, and one run of `npm run validate-content` itself.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isBlockRegistry,
  loadRegistry,
  RegistryOptionError,
} from '../packages/blocks/scripts/registryModule';
import { defaultRegistry } from '../packages/blocks/src/registry/defaultRegistry';
import { validateContentFiles } from '../packages/blocks/src/validate/files';
import { contentSchemaFiles } from '../packages/blocks/src/validate/jsonSchema';

const root = path.resolve(__dirname, '..');
const fixture = 'packages/blocks/scripts/fixtures/brandRegistry.ts';

const doc = (fields: unknown) => ({
  id: 'store',
  docType: 'page',
  slots: { main: [{ type: 'storeHours', id: 'hours', fields }] },
});

describe('the --registry option of the content CLIs', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'content-cli-'));
    writeFileSync(path.join(dir, 'good.json'), JSON.stringify(doc({ store: 'Konstanz' })));
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify(doc({ store: '' })));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads the kit registry without the option, else the one registry a module exports', async () => {
    expect(await loadRegistry(undefined, root)).toBe(defaultRegistry);
    const brand = await loadRegistry(fixture, root);
    expect(isBlockRegistry(brand)).toBe(true);
    expect(Object.keys(brand)).toEqual([...Object.keys(defaultRegistry), 'storeHours']);
    expect(await loadRegistry(`${fixture}#brandRegistry`, root)).toBe(brand);
  });

  it('refuses a missing module, a missing export and an export that is not a registry', async () => {
    await expect(loadRegistry('nowhere/registry.ts', root)).rejects.toThrow(RegistryOptionError);
    await expect(loadRegistry(`${fixture}#other`, root)).rejects.toThrow(/no export "other"/);
    await expect(loadRegistry(`${fixture}#brandName`, root)).rejects.toThrow(
      /"brandName" is not a block registry/,
    );
    expect(isBlockRegistry({})).toBe(false);
    expect(isBlockRegistry({ a: { type: 'b', schema: {}, Component: 'div' } })).toBe(false);
  });

  it("validates and describes the brand's block with the brand's registry only", async () => {
    const brand = await loadRegistry(fixture, root);
    const good = path.join(dir, 'good.json');
    expect(validateContentFiles([good], brand, {}, dir).exitCode).toBe(0);
    expect(validateContentFiles([good], defaultRegistry, {}, dir).exitCode).toBe(1);
    const bad = validateContentFiles([path.join(dir, 'bad.json')], brand, {}, dir);
    expect(bad.exitCode).toBe(1);
    expect(bad.lines.join('\n')).toContain('store');
    const files = contentSchemaFiles(brand);
    expect(Object.keys(files)).toContain('storeHours.schema.json');
    expect(files['content-document.schema.json']).toContain('storeHours');
  });

  it('npm run validate-content -- --registry checks a document against the brand registry', async () => {
    const run = (args: string[]) =>
      promisify(execFile)('npm', ['run', '-s', 'validate-content', '--', ...args], {
        cwd: root,
      }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
    const result = await run(['--registry', fixture, dir]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/bad\.json.*storeHours/);
    expect(result.stdout).not.toMatch(/good\.json/);
  }, 120_000);
});
