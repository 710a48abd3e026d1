// The scheduler of `npm test` (scripts/test.mjs): runs steps in their list order, several at a
// time when their CPU demand fits the machine's cores, and stops at the first failure.
import { availableParallelism } from 'node:os';
import { childEnv, formatMs, killTree, startChild } from './proc.mjs';

/**
 * One step of the run.
 * - `cores`: how many of the machine's cores the step counts for (default: all of them). A step
 *   starts beside the running ones only when the sum of their `cores` and its own fits the
 *   machine's cores (os.availableParallelism()).
 * - `after`: steps of this run that must have passed before it starts (a step left out of the
 *   run, by --only or --skip, does not hold it back).
 * @typedef {{
 *   name: string,
 *   title: string,
 *   cmd: string,
 *   args: string[],
 *   browser?: boolean,
 *   cores?: number,
 *   after?: string[],
 * }} Step
 */

/**
 * A started step: `done` resolves with its exit code (128 + signal number when killed by a
 * signal) and, when buffered, its whole output (stdout and stderr in arrival order).
 * @typedef {{ done: Promise<{ code: number, output?: Buffer }>, stop: () => void }} Running
 */

/**
 * @typedef {{
 *   step: Step,
 *   status: 'passed' | 'failed' | 'stopped' | 'not run',
 *   ms: number,
 *   code?: number,
 *   beside?: string[],
 *   output?: Buffer,
 * }} StepResult
 * `beside`: the steps that ran at the same time as this one, at some point. `output`: a failed
 * buffered step's whole output, for the run's closing digest (`failureDigest`).
 */

/** How many of a stopped step's last lines are printed: its failures are the stop's own. */
const STOPPED_TAIL_LINES = 8;

/**
 * The last `count` lines of an output (without its final line break).
 * @param {Buffer | string} output
 * @param {number} count
 * @returns {string[]}
 */
export function lastLines(output, count) {
  const lines = output.toString().replace(/\n$/, '').split('\n');
  return lines.slice(Math.max(0, lines.length - count));
}

/**
 * What a failed step's output says of its failure, in short, for the end of the run (a
 * stopped step's output would otherwise bury it): the lines that name a failed test or file
 * (Vitest's `FAIL`, `×`, `✘` marks; at most `marked`), then for the first `detailed` `FAIL`
 * lines the error under it (up to 12 non-blank lines, before a DOM dump or the next block),
 * then the last `tail` lines.
 * @param {Buffer | string} output
 * @param {{ marked?: number, detailed?: number, tail?: number }} [limits]
 * @returns {string[]}
 */
export function failureDigest(output, { marked = 40, detailed = 5, tail = 30 } = {}) {
  const lines = output.toString().replace(/\n$/, '').split('\n');
  const head = lines.slice(0, Math.max(0, lines.length - tail));
  const isMark = (/** @type {string} */ l) => /^\s*(FAIL\b|×|✘|✗)/.test(l);
  const marks = head.filter(isMark);
  const picked =
    marks.length > marked
      ? [...marks.slice(0, marked), `… and ${marks.length - marked} more such lines`]
      : marks;
  /** @type {string[]} */
  const details = [];
  let blocks = 0;
  for (let i = 0; i < head.length && blocks < detailed; i += 1) {
    if (!/^\s*FAIL\b/.test(head[i])) continue;
    blocks += 1;
    details.push('', head[i]);
    let kept = 0;
    for (let j = i + 1; j < head.length && kept < 12; j += 1) {
      const line = head[j];
      if (isMark(line) || /^\s*(Ignored nodes|<|⎯)/.test(line)) break;
      if (line.trim() === '') continue;
      details.push(line);
      kept += 1;
    }
  }
  const sep = picked.length > 0 || details.length > 0 ? ['…'] : [];
  return [...picked, ...details, ...sep, ...lastLines(output, tail)];
}

/**
 * Starts a step's command in its own process group. Streamed: stdio inherited. Buffered: stdout
 * and stderr collected in one buffer, handed back when the step ends (colours kept when our own
 * output is a terminal and CI is not set).
 * @param {Step} step
 * @param {{ buffered: boolean }} opts
 * @returns {Running}
 */
export function startStep(step, { buffered }) {
  /** @type {import('node:child_process').SpawnOptions} */
  const opts = buffered ? { stdio: ['ignore', 'pipe', 'pipe'] } : {};
  if (buffered && process.stdout.isTTY && !process.env.CI) {
    opts.env = childEnv({ FORCE_COLOR: '1' });
  }
  /** @type {import('node:child_process').ChildProcess} */
  let child;
  try {
    child = startChild(step.cmd, step.args, opts);
  } catch (err) {
    const output = Buffer.from(
      `Could not start ${step.cmd}: ${/** @type {Error} */ (err).message}\n`,
    );
    return { done: Promise.resolve({ code: 127, output }), stop: () => {} };
  }
  /** @type {Buffer[]} */
  const chunks = [];
  child.stdout?.on('data', (chunk) => chunks.push(chunk));
  child.stderr?.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve) => {
    let settled = false;
    const finish = (/** @type {number} */ code, /** @type {string} */ extra = '') => {
      if (settled) return;
      settled = true;
      if (extra) chunks.push(Buffer.from(extra));
      resolve({ code, output: buffered ? Buffer.concat(chunks) : undefined });
    };
    child.on('error', (err) => {
      const message = `Could not start ${step.cmd}: ${err.message}\n`;
      if (!buffered) console.error(message.trimEnd());
      finish(127, message);
    });
    const exitCode = (/** @type {number | null} */ code, /** @type {string | null} */ signal) =>
      code ?? (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1);
    // The pipes are read to their end ('close'), unless a process the step left behind keeps
    // them open: then 2 s after the step's own exit.
    child.on('close', (code, signal) => finish(exitCode(code, signal)));
    child.on('exit', (code, signal) => {
      setTimeout(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
        finish(exitCode(code, signal));
      }, 2000).unref();
    });
  });
  return { done, stop: () => killTree(child) };
}

const rule = '─'.repeat(72);

/**
 * Runs the steps: in list order, each as soon as the steps in its `after` have passed and its
 * `cores` fit beside the running steps' (one step alone always runs). A step that runs by itself
 * on every core streams its output; a step that may have company is buffered and printed whole
 * (header, output, result line) when it ends, so outputs never interleave. At the first failure
 * (or an interrupt: exit code 130 or 143) the running steps are stopped and the rest not run.
 * @param {Step[]} steps
 * @param {{
 *   cores?: number,
 *   start?: typeof startStep,
 *   log?: (line: string) => void,
 *   write?: (chunk: Buffer) => void,
 *   onPassed?: (step: Step) => void,
 *   signals?: boolean,
 * }} [opts] `cores` defaults to the machine's; `start`, `log` and `write` are for tests;
 *   `onPassed` runs when a step passes, before the next one starts; `signals` (default true)
 *   stops the running steps on SIGINT/SIGTERM.
 * @returns {Promise<StepResult[]>} one result per step, in list order
 */
export async function runSteps(steps, opts = {}) {
  const {
    cores = availableParallelism(),
    start = startStep,
    log = (line) => console.log(line),
    write = (chunk) => process.stdout.write(chunk),
    onPassed = () => {},
    signals = true,
  } = opts;
  const names = new Set(steps.map((s) => s.name));
  const demand = (/** @type {Step} */ s) => Math.min(s.cores ?? cores, cores);
  /** @type {Map<string, StepResult>} */
  const results = new Map();
  /** @type {Map<string, { running: Running, t0: number, buffered: boolean, beside: string[] }>} */
  const running = new Map();
  let next = 0;
  /** Why the running steps are being stopped: a step failed, or we were interrupted. */
  /** @type {'failure' | 'signal' | undefined} */
  let stopping;

  const header = (/** @type {Step} */ step) =>
    `\n${rule}\n▶ [${steps.indexOf(step) + 1}/${steps.length}] ${step.name}: ${step.title}\n  $ ${step.cmd} ${step.args.join(' ')}\n${rule}`;

  const stopAll = (/** @type {'failure' | 'signal'} */ why) => {
    stopping ??= why;
    for (const { running: r } of running.values()) r.stop();
  };
  const onSignal = () => stopAll('signal');
  if (signals) {
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }

  /** Starts every step that may start now. */
  const launch = () => {
    while (!stopping && next < steps.length) {
      const step = steps[next];
      const waitsFor = (step.after ?? []).filter((n) => names.has(n) && n !== step.name);
      if (waitsFor.some((n) => results.get(n)?.status !== 'passed')) return;
      const busy = [...running.keys()].reduce(
        (sum, n) => sum + demand(/** @type {Step} */ (steps.find((s) => s.name === n))),
        0,
      );
      if (running.size > 0 && busy + demand(step) > cores) return;
      // Alone on every core now, so nothing can start beside it until it ends: stream it.
      const buffered = !(running.size === 0 && demand(step) >= cores);
      // The running steps, and later those that start while this one runs.
      const beside = [...running.keys()];
      if (buffered) {
        log(
          `\n▶ [${next + 1}/${steps.length}] ${step.name} started${beside.length > 0 ? ` beside ${beside.join(', ')}` : ''} (output when it ends)`,
        );
      } else {
        log(header(step));
      }
      for (const other of running.values()) other.beside.push(step.name);
      running.set(step.name, {
        running: start(step, { buffered }),
        t0: Date.now(),
        buffered,
        beside,
      });
      next += 1;
    }
  };

  launch();
  while (running.size > 0) {
    const [name, { code, output }] = await Promise.race(
      [...running.entries()].map(([n, r]) => r.running.done.then((res) => [n, res])),
    );
    const entry = /** @type {{ t0: number, buffered: boolean, beside: string[] }} */ (
      running.get(name)
    );
    running.delete(name);
    const step = /** @type {Step} */ (steps.find((s) => s.name === name));
    const ms = Date.now() - entry.t0;
    const ok = code === 0;
    // Stopped because another step failed: 'stopped'; interrupted: 'failed' (exit 130 or 143).
    const status = ok ? 'passed' : stopping === 'failure' ? 'stopped' : 'failed';
    results.set(name, {
      step,
      status,
      ms,
      code,
      beside: entry.beside,
      ...(status === 'failed' && output ? { output } : {}),
    });
    if (entry.buffered) {
      log(header(step));
      if (status === 'stopped' && output && output.length > 0) {
        log(`(stopped: its last ${STOPPED_TAIL_LINES} lines only)`);
        write(Buffer.from(`${lastLines(output, STOPPED_TAIL_LINES).join('\n')}\n`));
      } else if (output && output.length > 0) write(output);
    }
    log(
      status === 'stopped'
        ? `· ${name} stopped after ${formatMs(ms)} (another step failed)`
        : `${ok ? '✔' : '✘'} ${name} ${ok ? 'passed' : `FAILED (exit ${code})`} in ${formatMs(ms)}`,
    );
    if (ok) onPassed(step);
    else stopAll(code === 130 || code === 143 ? 'signal' : 'failure');
    launch();
  }
  if (signals) {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  return steps.map((step) => results.get(step.name) ?? { step, status: 'not run', ms: 0 });
}
