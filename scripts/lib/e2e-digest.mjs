// The e2e failures in a few lines each, from Playwright's JSON report (written in CI, see
// playwright.config.ts): `npm test` prints them after its summary, so the end of a CI log says
// why a journey failed, not only which one (the line reporter prints the errors as they happen,
// hundreds of lines earlier).
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/**
 * @param {string} reportPath Playwright's JSON report
 * @param {number} [linesPerError] lines of each error message kept (default 12)
 * @returns {string[]} one block per test that failed on its last attempt: project, file:line,
 *   title and the start of its error; empty when there is no report or nothing failed
 */
export function e2eFailureDigest(reportPath, linesPerError = 12) {
  if (!existsSync(reportPath)) return [];
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const blocks = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const message = stripVTControlCharacters(
          last?.errors?.[0]?.message ?? last?.error?.message ?? '(no message)',
        )
          .split('\n')
          .slice(0, linesPerError)
          .map((line) => `    ${line}`)
          .join('\n');
        blocks.push(
          `  [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}\n${message}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return blocks;
}
