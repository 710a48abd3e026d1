#!/usr/bin/env node
// Counts near-duplicate blocks (six or more identical or same-shape lines) in the source files
// of the tree: `npm run dupes:count [-- --most N]`.
//
// Source files are the files git tracks (plus untracked, not ignored ones) minus seeds, stories,
// tests and their fixtures (SKIP below). They are copied to a temporary folder outside any git
// checkout, and the `duplicates` command (a developer tool, not a dependency: it must be on PATH)
// reads that folder. Its first line is the count; the rows that follow are places to look, not a
// verdict. Prints nothing and exits 0 when the command is missing, like the tool itself.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib/proc.mjs';

/** Paths that are not source: seeds, stories, tests, test and story fixtures, baselines. */
const SKIP = [
  /(^|\/)seed(\/|[A-Za-z]*\.[cm]?[jt]sx?$)/, // packages/mock-api/seed/**, src/**/seed.ts, seedAll.ts
  /\.stories\.[cm]?[jt]sx?$/,
  /(^|\/)stories\/|[A-Za-z](Story|Stories)\.[cm]?[jt]sx?$/, // story-only helpers
  /\.(test|spec)\.[cm]?[jt]sx?$/,
  /(^|\/)(e2e|test|tests|__tests__|testing|fixtures|visual|\.storybook)\//,
  /(^|\/)(fixtures|[A-Za-z]*Fixtures|testing)\.[cm]?[jt]sx?$/,
  /(^|\/)vitest\.(config|setup)\.[cm]?[jt]s$/,
  /(^|\/)playwright\.config\.[cm]?[jt]s$/,
];

const { values } = parseArgs({
  options: {
    most: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '120' },
  },
});

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
  .split('\n')
  .filter((file) => file !== '' && !SKIP.some((pattern) => pattern.test(file)));

const copy = mkdtempSync(path.join(tmpdir(), 'duplicates-count-'));
try {
  for (const file of files) {
    const target = path.join(copy, file);
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      copyFileSync(path.join(root, file), target);
    } catch {
      // Deleted in the working tree but still tracked: nothing to read.
    }
  }
  const run = spawnSync(
    'duplicates',
    ['--repo', copy, '--most', values.most, '--seconds', values.seconds],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) {
    console.error(
      `duplicates-count: the \`duplicates\` command is not available (${run.error.message})`,
    );
  } else {
    process.stdout.write(run.stdout.replaceAll(`${copy}/`, ''));
    process.stderr.write(run.stderr);
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
