/**
 * Playwright global setup: builds the storefront and the preview tool (turbo; cached when
 * nothing changed, `npm test` builds in an earlier step), then starts one slot of servers per
 * worker (e2e/servers.ts), and makes the run's folder of states axe found clean (e2e/axe.ts).
 * Returns the teardown that stops them and removes it at the end of the run.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { axeStatesEnv } from './axe';
import { startServers } from './servers';

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const build = spawnSync(
    `${root}node_modules/.bin/turbo`,
    [
      'run',
      'build',
      '--filter=@storefront/storefront',
      '--filter=@storefront/preview-tool',
      '--output-logs=errors-only',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    },
  );
  if (build.status !== 0) throw new Error(`turbo run build failed (exit ${build.status})`);
  // The run's record of the states axe found clean, shared by its workers (e2e/axe.ts).
  const axeStates = mkdtempSync(join(tmpdir(), 'e2e-axe-states-'));
  process.env[axeStatesEnv] = axeStates;
  const stopServers = await startServers(config.workers);
  return async () => {
    await stopServers();
    rmSync(axeStates, { recursive: true, force: true });
  };
}
