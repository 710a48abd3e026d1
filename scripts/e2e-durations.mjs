#!/usr/bin/env node
// Where the e2e step's time goes: reads Playwright's JSON report (written in CI by
// playwright.config.ts to playwright-report/report.json) and prints the time per spec file
// (summed over projects and retries), the time per project, the axe checks run and skipped (the
// `axe` annotations of e2e/axe.ts) and the slowest tests, in seconds.
//
//   node scripts/e2e-durations.mjs [report.json] [--top N]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' } },
});
const file = positionals[0] ?? 'playwright-report/report.json';
const report = JSON.parse(readFileSync(file, 'utf8'));
const top = Number(values.top);

/** @type {{ file: string, title: string, project: string, ms: number, status: string, axe: string[] }[]} */
const runs = [];
const walk = (suite, titles) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      for (const result of test.results ?? []) {
        runs.push({
          file: spec.file ?? suite.file,
          title: [...titles, spec.title].join(' › '),
          project: test.projectName,
          ms: result.duration ?? 0,
          status: result.status,
          axe: (result.annotations ?? [])
            .filter((annotation) => annotation.type === 'axe')
            .map((annotation) => String(annotation.description ?? '')),
        });
      }
    }
  }
  for (const child of suite.suites ?? [])
    walk(child, child.title ? [...titles, child.title] : titles);
};
for (const suite of report.suites ?? []) walk(suite, []);

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
const total = runs.reduce((sum, run) => sum + run.ms, 0);
console.log(
  `${runs.length} test runs, ${seconds(total)} s of test time; wall ${seconds(report.stats?.duration ?? 0)} s`,
);

const perProject = new Map();
for (const run of runs) perProject.set(run.project, (perProject.get(run.project) ?? 0) + run.ms);
console.log(
  [...perProject].map(([project, ms]) => `${project}: ${seconds(ms).trim()} s`).join(', '),
);
const axe = runs.flatMap((run) => run.axe);
const ran = axe.filter((note) => note.startsWith('ran '));
const axeMs = ran.reduce((sum, note) => sum + Number.parseInt(note.slice(4), 10), 0);
console.log(
  `axe: ${ran.length} checks ran (${seconds(axeMs).trim()} s), ${axe.length - ran.length} skipped (state already checked)`,
);

const perFile = new Map();
for (const run of runs) perFile.set(run.file, (perFile.get(run.file) ?? 0) + run.ms);
console.log('\nPer spec file (s, share of test time):');
for (const [name, ms] of [...perFile].sort((a, b) => b[1] - a[1])) {
  console.log(`${seconds(ms)}  ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${name}`);
}

console.log(`\nSlowest ${top} test runs (s):`);
for (const run of [...runs].sort((a, b) => b.ms - a.ms).slice(0, top)) {
  console.log(
    `${seconds(run.ms)}  ${run.project.padEnd(8)} ${run.status.padEnd(8)} ${run.file}: ${run.title}`,
  );
}
