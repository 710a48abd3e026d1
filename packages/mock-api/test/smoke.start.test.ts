import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractHeaders } from './helpers';
import { guestJourney, type Send } from './journey';

/**
 * `npm run mock-api` (root script) from the state of a clean clone — an
 * empty data folder — starts, migrates, seeds and answers a full guest journey over HTTP.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let child: ChildProcess | undefined;
let dataDir = '';
let base = '';
let output = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mock-api-smoke-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    MOCK_API_PORT: String(port),
    MOCK_API_DATA_DIR: dataDir,
  };
  delete env.DATABASE_URL;
  child = spawn('npm', ['run', 'mock-api', '--silent'], { cwd: root, env, detached: true });
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`mock API exited: ${output}`);
    const up = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`mock API did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 180_000);

afterAll(async () => {
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const send: Send = async (method, pathname, body, token) => {
  const sep = pathname.includes('?') ? '&' : '?';
  const response = await fetch(`${base}${pathname}${sep}locale=en-US`, {
    method,
    headers: {
      ...contractHeaders,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
};

describe('npm run mock-api from a clean data folder', () => {
  it('says it seeded, then serves a full guest journey to a placed order', async () => {
    expect(output).toMatch(/mock API listening on .*seeded \d+ content documents, 62 products/);
    const result = await guestJourney(send);
    expect(result.orderNumber).toMatch(/^ALP\d{8}$/);
    expect(result.status).toBe('created');
    expect(result.total).toBeGreaterThan(0);
    const detail = await send(
      'GET',
      `/products/v2/products/${result.productId.split('-', 1)[0]}/details`,
    );
    expect(detail.status).toBe(200);
  }, 120_000);
});
