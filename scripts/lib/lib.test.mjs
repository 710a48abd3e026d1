// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findChromium, findTestChromium } from '../chromium.mjs';
import { formatMs, freePort, waitForUrl } from './proc.mjs';
import { serveStatic } from './static-server.mjs';

describe('findChromium', () => {
  const saved = process.env.CHROME_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.CHROME_PATH;
    else process.env.CHROME_PATH = saved;
  });

  it('prefers an existing $CHROME_PATH', () => {
    const fake = path.join(mkdtempSync(path.join(tmpdir(), 'chrome-')), 'chrome');
    writeFileSync(fake, '');
    process.env.CHROME_PATH = fake;
    expect(findChromium()).toBe(fake);
  });

  it('ignores a $CHROME_PATH that does not exist', () => {
    process.env.CHROME_PATH = '/nonexistent/chrome';
    expect(findChromium()).not.toBe('/nonexistent/chrome');
  });
});

describe('findTestChromium', () => {
  const saved = process.env.CHROME_HEADLESS_SHELL_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.CHROME_HEADLESS_SHELL_PATH;
    else process.env.CHROME_HEADLESS_SHELL_PATH = saved;
  });

  it('prefers an existing $CHROME_HEADLESS_SHELL_PATH (the headless shell)', () => {
    const fake = path.join(mkdtempSync(path.join(tmpdir(), 'shell-')), 'chrome-headless-shell');
    writeFileSync(fake, '');
    process.env.CHROME_HEADLESS_SHELL_PATH = fake;
    expect(findTestChromium()).toBe(fake);
  });

  it('falls back to an installed shell or the full browser when that path does not exist', () => {
    process.env.CHROME_HEADLESS_SHELL_PATH = '/nonexistent/shell';
    const found = findTestChromium();
    expect(found).not.toBe('/nonexistent/shell');
    expect([findChromium(), '/usr/bin/chromium-headless-shell']).toContain(found);
  });
});

describe('serveStatic', () => {
  it('serves files with a content type, index.html for directories, 404 otherwise', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-'));
    writeFileSync(path.join(dir, 'index.html'), '<h1>hi</h1>');
    writeFileSync(path.join(dir, 'index.json'), '{"v":1}');
    const server = await serveStatic(dir);
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const json = await fetch(`${server.url}/index.json`);
      expect(json.headers.get('content-type')).toContain('application/json');
      expect(await json.json()).toEqual({ v: 1 });
      expect(await (await fetch(`${server.url}/`)).text()).toBe('<h1>hi</h1>');
      expect((await fetch(`${server.url}/missing.js`)).status).toBe(404);
      expect((await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`)).status).toBe(403);
    } finally {
      await server.close();
    }
  });
});

describe('proc helpers', () => {
  it('formatMs prints seconds, then minutes', () => {
    expect(formatMs(1234)).toBe('1.2 s');
    expect(formatMs(64_000)).toBe('1 min 04 s');
  });

  it('waitForUrl rejects after its timeout when nothing listens', async () => {
    const port = await freePort();
    await expect(waitForUrl(`http://127.0.0.1:${port}/`, { timeoutMs: 300 })).rejects.toThrow(
      /timed out/,
    );
  });
});
