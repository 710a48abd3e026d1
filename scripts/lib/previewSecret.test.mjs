// @vitest-environment node
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { minPreviewSecretLength, resolvePreviewSecret } from './previewSecret.mjs';

const tempDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'preview-secret-')), '.data');

describe('resolvePreviewSecret', () => {
  it('creates one random secret in a 0600 file and gives the same one to every process', () => {
    const dataDir = tempDir();
    const first = resolvePreviewSecret({ env: {}, dataDir });
    const second = resolvePreviewSecret({ env: {}, dataDir });
    expect(first.source).toBe('created');
    expect(second).toMatchObject({ source: 'file', secret: first.secret });
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(path.join(dataDir, 'preview-secret')).mode & 0o777).toBe(0o600);
    expect(resolvePreviewSecret({ env: {}, dataDir: tempDir() }).secret).not.toBe(first.secret);
  });

  it('prefers PREVIEW_SECRET and replaces a stored secret that is too short', () => {
    const dataDir = tempDir();
    expect(resolvePreviewSecret({ env: { PREVIEW_SECRET: 'given' }, dataDir })).toEqual({
      secret: 'given',
      source: 'env',
    });
    resolvePreviewSecret({ env: {}, dataDir });
    writeFileSync(path.join(dataDir, 'preview-secret'), 'short\n');
    const renewed = resolvePreviewSecret({ env: {}, dataDir });
    expect(renewed.secret.length).toBeGreaterThanOrEqual(minPreviewSecretLength);
    expect(readFileSync(path.join(dataDir, 'preview-secret'), 'utf8').trim()).toBe(renewed.secret);
  });
});
