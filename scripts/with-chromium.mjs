#!/usr/bin/env node
// Usage: node scripts/with-chromium.mjs <command> [args...]
//
// Resolves a Chromium ($CHROME_PATH, then /usr/bin/chromium, then Playwright's own download,
// see scripts/chromium.mjs). When none is found and this machine allows it (root with apt-get,
// or password-less sudo), installs Debian's `chromium` package; otherwise prints exactly what to
// install and exits 1. Then runs <command> with CHROME_PATH set and exits with its status.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { findChromium, findHeadlessShell } from './chromium.mjs';
import { runForwardingSignals } from './lib/proc.mjs';

const INSTALL_HINT = `No Chromium found. Install one of:
  - Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium
  - any OS:         npx playwright install chromium
  - or point CHROME_PATH at an existing Chromium/Chrome executable, e.g.
                    CHROME_PATH=/path/to/chrome npm test`;

/** @returns {string[] | undefined} the command prefix that may run apt-get as root, if any. */
function aptPrefix() {
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!hasApt) return undefined;
  if (typeof process.getuid === 'function' && process.getuid() === 0) return [];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n'] : undefined;
}

/**
 * Finds Chromium, installing Debian's package when possible. In CI (`CI` set) it also installs
 * Debian's `chromium-headless-shell`, which e2e prefers (scripts/chromium.mjs
 * `findTestChromium`); a failure to install that one is only a warning.
 * @returns {string} the executable path; exits the process with 1 when none can be had.
 */
export function ensureChromium() {
  const found = findChromium();
  const wanted = [
    ...(found ? [] : ['chromium']),
    ...(process.env.CI && !findHeadlessShell() ? ['chromium-headless-shell'] : []),
  ];
  if (wanted.length === 0 && found) return found;
  const prefix = aptPrefix();
  if (!prefix) {
    if (found) return found;
    console.error(INSTALL_HINT);
    process.exit(1);
  }
  console.error(`Installing Debian's ${wanted.join(' and ')} with apt-get (~1 min)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', ...wanted],
  ]) {
    const [cmd, ...rest] = [...prefix, ...args];
    const r = spawnSync(cmd, rest, { stdio: 'inherit', env });
    if (r.status !== 0) {
      if (found) {
        console.error(`\`${[...prefix, ...args].join(' ')}\` failed; going on with ${found}.`);
        return found;
      }
      console.error(`\`${[...prefix, ...args].join(' ')}\` failed.\n${INSTALL_HINT}`);
      process.exit(1);
    }
  }
  const installed = findChromium();
  if (!installed || !existsSync(installed)) {
    console.error(`apt-get finished but no Chromium was found.\n${INSTALL_HINT}`);
    process.exit(1);
  }
  return installed;
}

const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
if (isMain) {
  const [cmd, ...args] = process.argv.slice(2);
  const chrome = ensureChromium();
  if (!cmd) {
    console.log(chrome);
    process.exit(0);
  }
  const code = await runForwardingSignals(cmd, args, {
    env: { ...process.env, CHROME_PATH: chrome },
  });
  process.exit(code);
}
