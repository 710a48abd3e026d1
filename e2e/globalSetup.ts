/**
 * Playwright global setup: builds the storefront and the preview tool (turbo; cached when
 * nothing changed, `npm test` builds in an earlier step), then starts one slot of servers per
 * worker (e2e/servers.ts). Returns the teardown that stops them at the end of the run.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
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
  return startServers(config.workers);
}
