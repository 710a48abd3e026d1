// Small process helpers shared by the repo scripts (start, test, visual, bench).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Telemetry off for every tool we start (turbo, Next, Storybook). */
export const quietEnv = {
  TURBO_TELEMETRY_DISABLED: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  DO_NOT_TRACK: '1',
};

/**
 * Environment for child processes: telemetry off, root node_modules/.bin first on PATH, and in CI
 * no colours.
 * @param {Record<string, string | undefined>} [extra]
 * @returns {NodeJS.ProcessEnv}
 */
export function childEnv(extra = {}) {
  const env = {
    ...process.env,
    ...quietEnv,
    PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    ...extra,
  };
  if (process.env.CI) {
    env.FORCE_COLOR = '0';
    env.NO_COLOR = '1';
    env.TURBO_UI = 'false';
  }
  return env;
}

/**
 * Spawns a long-running child in its own process group (so the whole tree can be stopped).
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [opts]
 * @returns {import('node:child_process').ChildProcess}
 */
export function startChild(cmd, args, opts = {}) {
  return spawn(cmd, args, {
    cwd: root,
    env: childEnv(),
    // Own process group (detached) so a whole tree can be stopped; stdin is not shared, so a
    // background group never stops on a terminal read.
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    ...opts,
  });
}

/**
 * Sends a signal to a child's whole process group; ignores children already gone.
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} [signal]
 */
export function killTree(child, signal = 'SIGTERM') {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Runs a command to completion with inherited stdio, forwarding SIGINT/SIGTERM to it.
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [opts]
 * @returns {Promise<number>} exit code (128 + signal number when killed by a signal)
 */
export function runForwardingSignals(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = startChild(cmd, args, opts);
    const forward = (/** @type {NodeJS.Signals} */ sig) => killTree(child, sig);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    const done = (/** @type {number} */ code) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code);
    };
    child.on('error', (err) => {
      console.error(`Could not start ${cmd}: ${err.message}`);
      done(127);
    });
    child.on('exit', (code, signal) => {
      done(code ?? (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1));
    });
  });
}

/**
 * Polls a URL until it answers with a status below 500.
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: import('node:child_process').ChildProcess }} [opts]
 *   timeoutMs defaults to 120 000 ms; when `child` exits first, rejects at once.
 * @returns {Promise<void>}
 */
export async function waitForUrl(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`process for ${url} exited (${child.exitCode ?? child.signalCode})`);
    }
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** @returns {Promise<number>} a free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * @param {number} port
 * @returns {Promise<boolean>} true when nothing listens on 127.0.0.1:port
 */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** @param {number} ms @returns {string} e.g. "12.3 s" or "1 min 04 s" */
export function formatMs(ms) {
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  const m = Math.floor(s / 60);
  return `${m} min ${String(Math.round(s - m * 60)).padStart(2, '0')} s`;
}
