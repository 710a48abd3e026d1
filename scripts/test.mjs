#!/usr/bin/env node
// `npm test`: everything CI checks, stopping at the first failure. Steps start in the order
// below, two at a time on a 2-core machine (each step but e2e counts for one core, `cores`; see
// scripts/lib/steps.mjs): what one step leaves of the cores (turbo's and Vitest's last files,
// npm install, waits on Chromium, Storybook's and Next's single-threaded phases) the other
// fills. A step that runs beside another is buffered: a line when it starts, then its header,
// whole output and time when it ends. e2e runs alone, after build, and streams.
//
//   node scripts/test.mjs [--only a,b] [--skip a,b] [--serial] [--list]
//
// --serial: one step at a time, each streaming its output (as before steps ran side by side).
//
// Steps: lint, typecheck, unit (unit + mock-api Vitest projects), content (validate-content on
// the demo content), stories (Storybook stories as Vitest browser tests in Chromium), visual
// (scripts/visual.mjs: builds Storybook, screenshots every story and compares it with
// visual/baselines/; on failure it lists story id, share of differing pixels and diff image
// under visual/__diff__/; it never writes baselines, only `npm run test:visual -- --update`
// does), build (turbo build of the storefront and the preview tool), brand (scripts/brand-example.mjs:
// packs the published packages, installs the tarballs into examples/brand-site, builds it and
// checks its page in Chromium), e2e (Playwright against
// the built storefront and the mock API; after build, alone). Each step prints a header and its
// time; the run ends with a failed step's failures in short (failureDigest), then
// the e2e failures' errors in short (scripts/lib/e2e-digest.mjs), a summary and a closing line
// `N passed, N failed` (counts of steps). Exit code 0 only when
// every step passed. Chromium is resolved (or installed) once, up front; see with-chromium.mjs.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { e2eFailureDigest } from './lib/e2e-digest.mjs';
import { formatMs } from './lib/proc.mjs';
import { failureDigest, runSteps } from './lib/steps.mjs';
import { ensureChromium } from './with-chromium.mjs';

const ci = Boolean(process.env.CI);

// Demo content checked by the `content` step: every .json file of the folder, strictly, except
// the documents that are invalid on purpose (listed here, one reason each).
const contentDir = 'packages/mock-api/seed/content';
const invalidOnPurpose = new Set([
  // The renderer's isolation check (/en-us/renderer-check, e2e/renderer-check.spec.ts): one
  // heroBanner without a title and one unknown block type among valid blocks.
  'renderer-check.json',
]);
const contentFiles = readdirSync(contentDir, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.json') && !invalidOnPurpose.has(file))
  .sort()
  .map((file) => join(contentDir, file));

/** @type {import('./lib/steps.mjs').Step[]} */
const ALL_STEPS = [
  {
    name: 'lint',
    title: 'Lint and format check (Biome)',
    cores: 1,
    cmd: 'biome',
    // Honour .gitignore, so generated files (next-env.d.ts, build output) are not linted.
    args: [
      ci ? 'ci' : 'check',
      '--vcs-enabled=true',
      '--vcs-client-kind=git',
      '--vcs-use-ignore-file=true',
      ...(ci ? ['--colors=off'] : []),
      '.',
    ],
  },
  {
    name: 'typecheck',
    title: 'Typecheck (turbo run typecheck + e2e/bench config)',
    cores: 1,
    cmd: 'sh',
    args: ['-c', 'turbo run typecheck --output-logs=errors-only && tsc -p e2e/tsconfig.json'],
  },
  {
    name: 'unit',
    title: 'Unit and mock API tests (Vitest: unit, mock-api)',
    cores: 1,
    cmd: 'vitest',
    // Two workers on the two cores (Vitest's default here is one): the mock API's files mostly
    // wait on their own PGlite database.
    args: [
      'run',
      '--project',
      'unit',
      '--project',
      'mock-api',
      '--maxWorkers=2',
      '--passWithNoTests',
    ],
  },
  {
    name: 'content',
    title: `Demo content passes validate-content (${contentDir}, except ${[...invalidOnPurpose].join(', ')})`,
    cmd: 'npm',
    cores: 1,
    // Menu and footer items are read by the storefront itself, outside the block registry;
    // `image` is the mock API's placeholder fragment (_placeholder.json).
    args: [
      'run',
      '--silent',
      'validate-content',
      '--',
      ...contentFiles,
      '--host-types',
      'menuItem,promoMessage,footerColumn,footerNote,footerLegal,image',
    ],
  },
  {
    name: 'stories',
    title: 'Story tests in Chromium (Vitest: storybook, axe at error level)',
    cores: 1,
    cmd: 'vitest',
    args: ['run', '--project', 'storybook'],
    browser: true,
  },
  {
    name: 'visual',
    title: 'Visual snapshots of every story (built Storybook vs visual/baselines/, never updates)',
    cores: 1,
    cmd: 'node',
    // Builds Storybook, then compares; on failure lists story id, share of differing pixels and
    // diff image (visual/__diff__/). Baselines change only by `npm run test:visual -- --update`.
    args: ['scripts/visual.mjs'],
    browser: true,
  },
  {
    name: 'build',
    title: 'Build the storefront and the preview tool (turbo run build)',
    cores: 1,
    // Spares the Next builds their own type check (NEXT_BUILD_TYPECHECKED, below).
    after: ['typecheck'],
    cmd: 'turbo',
    args: [
      'run',
      'build',
      '--filter=@storefront/storefront',
      '--filter=@storefront/preview-tool',
      '--output-logs=errors-only',
    ],
  },
  {
    name: 'brand',
    title: 'The packed packages in the example brand site (pack, install, next build, page checks)',
    cores: 1,
    // The packages' declarations are emitted with --noCheck: the typecheck step checked them.
    after: ['typecheck'],
    cmd: 'node',
    // Prints a bench line per tarball and for the page, and its own time per phase.
    args: ['scripts/brand-example.mjs'],
    browser: true,
  },
  {
    name: 'e2e',
    title: 'End-to-end tests (Playwright, desktop + mobile)',
    // Alone: its workers take both cores, and it tests the build step's output.
    after: ['build'],
    cmd: 'playwright',
    // The reporters are playwright.config.ts's (in CI: line, and a JSON report of durations).
    args: ['test'],
    browser: true,
  },
];

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    skip: { type: 'string' },
    list: { type: 'boolean', default: false },
    serial: { type: 'boolean', default: false },
  },
});
if (values.list) {
  for (const s of ALL_STEPS) console.log(`${s.name.padEnd(10)} ${s.title}`);
  process.exit(0);
}
const only = values.only?.split(',').filter(Boolean);
const skip = values.skip?.split(',').filter(Boolean) ?? [];
for (const n of [...(only ?? []), ...skip]) {
  if (!ALL_STEPS.some((s) => s.name === n)) {
    console.error(`Unknown step "${n}". Steps: ${ALL_STEPS.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
}
const steps = ALL_STEPS.filter(
  (s) => (!only || only.includes(s.name)) && !skip.includes(s.name),
).map((s) => (values.serial ? { ...s, cores: undefined } : s));

if (steps.some((s) => s.browser)) {
  process.env.CHROME_PATH = ensureChromium();
  console.log(`Chromium: ${process.env.CHROME_PATH}`);
}

const rule = '─'.repeat(72);
const started = Date.now();
const results = await runSteps(steps, {
  // The Next builds need not type-check what this run's typecheck step already passed.
  onPassed: (step) => {
    if (step.name === 'typecheck') process.env.NEXT_BUILD_TYPECHECKED = '1';
  },
});

// A failed step's output came before the stopped steps' lines: its failure again, in short.
for (const r of results) {
  if (r.status !== 'failed' || !r.output) continue;
  console.log(`\n${rule}\n${r.step.name} failed: its failures, in short\n${rule}`);
  console.log(failureDigest(r.output).join('\n'));
}

if (results.some((r) => r.step.name === 'e2e' && r.status === 'failed')) {
  const digest = e2eFailureDigest('playwright-report/report.json');
  if (digest.length > 0) console.log(`\n${rule}\ne2e failures\n${rule}\n${digest.join('\n\n')}`);
}

const passed = results.filter((r) => r.status === 'passed').length;
const failedCount = results.filter((r) => r.status === 'failed').length;
const stopped = results.filter((r) => r.status === 'stopped').length;
const notRun = results.filter((r) => r.status === 'not run').length;
console.log(`\n${rule}\nSummary (${formatMs(Date.now() - started)} in all)\n${rule}`);
for (const r of results) {
  const mark = r.status === 'passed' ? '✔' : r.status === 'failed' ? '✘' : '·';
  const beside = r.beside?.length ? `  (beside ${r.beside.join(', ')})` : '';
  console.log(
    `${mark} ${r.step.name.padEnd(10)} ${r.status.padEnd(8)} ${r.status === 'not run' ? '' : `${formatMs(r.ms)}${beside}`}`,
  );
}
if (stopped > 0) console.log(`(${stopped} step${stopped === 1 ? '' : 's'} stopped at the failure)`);
if (notRun > 0) console.log(`(${notRun} step${notRun === 1 ? '' : 's'} not run after the failure)`);
console.log(`${passed} passed, ${failedCount} failed`);
process.exit(failedCount > 0 ? 1 : 0);
