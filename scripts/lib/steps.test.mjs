// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { failureDigest, lastLines, runSteps, startStep } from './steps.mjs';

/**
 * A fake `start`: each step ends when the test calls `end(name, code)`; records what started,
 * when (beside what) and whether it was buffered or stopped.
 */
function fakeRunner() {
  /** @type {Map<string, (r: { code: number, output?: Buffer }) => void>} */
  const pending = new Map();
  /** @type {string[]} */
  const events = [];
  /** @type {import('./steps.mjs').startStep} */
  const start = (step, { buffered }) => {
    events.push(
      `start ${step.name}${buffered ? ' (buffered)' : ''} beside [${[...pending.keys()]}]`,
    );
    const done = new Promise((resolve) => pending.set(step.name, resolve));
    return {
      done: /** @type {any} */ (done),
      stop: () => {
        events.push(`stop ${step.name}`);
        pending.get(step.name)?.({ code: 143, output: Buffer.from('partial\n') });
        pending.delete(step.name);
      },
    };
  };
  const end = async (/** @type {string} */ name, code = 0) => {
    // Let the scheduler reach its await first.
    await new Promise((r) => setTimeout(r, 0));
    pending.get(name)?.({ code, output: Buffer.from(`${name} output\n`) });
    pending.delete(name);
    await new Promise((r) => setTimeout(r, 0));
  };
  /** @type {string[]} */
  const lines = [];
  const log = (/** @type {string} */ line) => lines.push(line);
  const write = (/** @type {Buffer} */ chunk) => lines.push(`<${chunk.toString().trim()}>`);
  return { start, end, events, lines, log, write };
}

/** @param {string} name @param {Partial<import('./steps.mjs').Step>} [rest] */
const step = (name, rest = {}) => ({ name, title: name, cmd: 'true', args: [], ...rest });

describe('failureDigest', () => {
  it('lists the failed tests, then the error under each FAIL (without a DOM dump), then the tail', () => {
    const out = [
      ' ✓ a.test.ts (3 tests)',
      '   × Valid 1111ms',
      ...Array.from({ length: 20 }, (_, i) => `noise ${i}`),
      ' FAIL  b.stories.tsx > Form > Valid',
      'Error: ',
      '',
      'expect(element).toHaveAttribute("aria-current", "true")',
      'Received:',
      '  null',
      'Ignored nodes: comments, script, style',
      '<html',
      ...Array.from({ length: 50 }, (_, i) => `noise ${20 + i}`),
      ' Test Files  1 failed | 9 passed',
    ].join('\n');
    expect(failureDigest(out, { tail: 2 })).toEqual([
      '   × Valid 1111ms',
      ' FAIL  b.stories.tsx > Form > Valid',
      '',
      ' FAIL  b.stories.tsx > Form > Valid',
      'Error: ',
      'expect(element).toHaveAttribute("aria-current", "true")',
      'Received:',
      '  null',
      '…',
      'noise 69',
      ' Test Files  1 failed | 9 passed',
    ]);
  });

  it('caps the marked lines and says how many were left out', () => {
    const out = Array.from({ length: 5 }, (_, i) => ` ×  t${i}`)
      .concat(['end'])
      .join('\n');
    expect(failureDigest(out, { marked: 2, tail: 1 })).toEqual([
      ' ×  t0',
      ' ×  t1',
      '… and 3 more such lines',
      '…',
      'end',
    ]);
  });

  it('is only the tail when nothing is marked', () => {
    expect(failureDigest('a\nb\nc\n', { tail: 2 })).toEqual(['b', 'c']);
    expect(lastLines('a\nb\n', 5)).toEqual(['a', 'b']);
  });
});

describe('runSteps', () => {
  it('runs steps one after another when each needs every core, streaming their output', async () => {
    const f = fakeRunner();
    const run = runSteps([step('a'), step('b')], { cores: 2, ...f, signals: false });
    await f.end('a');
    await f.end('b');
    const results = await run;
    expect(f.events).toEqual(['start a beside []', 'start b beside []']);
    expect(results.map((r) => r.status)).toEqual(['passed', 'passed']);
    expect(f.lines.some((l) => l.startsWith('<'))).toBe(false);
  });

  it('starts a step beside another when their cores fit, in list order, and buffers both', async () => {
    const f = fakeRunner();
    const steps = [step('a', { cores: 1 }), step('b', { cores: 1 }), step('c')];
    const run = runSteps(steps, { cores: 2, ...f, signals: false });
    await f.end('b');
    expect(f.events).toEqual(['start a (buffered) beside []', 'start b (buffered) beside [a]']);
    await f.end('a');
    await f.end('c');
    const results = await run;
    expect(f.events[2]).toBe('start c beside []');
    expect(results.map((r) => [r.step.name, r.beside])).toEqual([
      ['a', ['b']],
      ['b', ['a']],
      ['c', []],
    ]);
    // b's block (header, output, result line) comes whole, before a's.
    const bHeader = f.lines.findIndex((l) => l.includes('▶ [2/3] b: b'));
    expect(f.lines.slice(bHeader + 1, bHeader + 3)).toEqual([
      '<b output>',
      expect.stringMatching(/^✔ b passed in /),
    ]);
    expect(bHeader).toBeLessThan(f.lines.findIndex((l) => l.includes('▶ [1/3] a: a')));
  });

  it('waits for the steps in `after` to pass, and tells onPassed first', async () => {
    const f = fakeRunner();
    /** @type {string[]} */
    const passed = [];
    const steps = [step('a', { cores: 1 }), step('b', { cores: 1, after: ['a'] })];
    const run = runSteps(steps, {
      cores: 2,
      ...f,
      signals: false,
      onPassed: (s) => passed.push(s.name),
    });
    await f.end('a');
    expect(passed).toEqual(['a']);
    expect(f.events).toEqual(['start a (buffered) beside []', 'start b (buffered) beside []']);
    await f.end('b');
    await run;
  });

  it('ignores an `after` step that is not in the run', async () => {
    const f = fakeRunner();
    const run = runSteps([step('b', { after: ['a'] })], { cores: 2, ...f, signals: false });
    await f.end('b');
    expect((await run)[0].status).toBe('passed');
  });

  it('at the first failure stops the running steps and runs no more', async () => {
    const f = fakeRunner();
    const steps = [step('a', { cores: 1 }), step('b', { cores: 1 }), step('c')];
    const run = runSteps(steps, { cores: 2, ...f, signals: false });
    await f.end('a', 1);
    const results = await run;
    expect(f.events).toContain('stop b');
    expect(results.map((r) => [r.step.name, r.status, r.code])).toEqual([
      ['a', 'failed', 1],
      ['b', 'stopped', 143],
      ['c', 'not run', undefined],
    ]);
    expect(f.lines).toContain('<partial>');
    expect(f.lines).toContain('(stopped: its last 8 lines only)');
    expect(f.lines.some((l) => l.startsWith('· b stopped after'))).toBe(true);
    // The failed step's output is kept for the closing digest; the stopped one's is not.
    expect(results[0].output?.toString()).toBe('a output\n');
    expect(results[1].output).toBeUndefined();
  });

  it("prints only a stopped step's last lines", async () => {
    const f = fakeRunner();
    const long = Array.from({ length: 30 }, (_, i) => `closed ${i}`).join('\n');
    const start = /** @type {typeof f.start} */ (
      (s, o) => {
        const r = f.start(s, o);
        if (s.name !== 'b') return r;
        return { ...r, done: r.done.then(() => ({ code: 143, output: Buffer.from(`${long}\n`) })) };
      }
    );
    const run = runSteps([step('a', { cores: 1 }), step('b', { cores: 1 })], {
      cores: 2,
      ...f,
      start,
      signals: false,
    });
    await f.end('a', 1);
    await run;
    const printed = f.lines.find((l) => l.startsWith('<closed'));
    expect(printed?.split('\n')).toEqual([
      '<closed 22',
      ...Array.from({ length: 6 }, (_, i) => `closed ${23 + i}`),
      'closed 29>',
    ]);
  });

  it('runs a step that wants more cores than the machine has, alone', async () => {
    const f = fakeRunner();
    const run = runSteps([step('a', { cores: 4 })], { cores: 2, ...f, signals: false });
    await f.end('a');
    expect(f.events).toEqual(['start a beside []']);
    await run;
  });
});

describe('startStep', () => {
  it('buffers stdout and stderr of a real command and hands back its exit code', async () => {
    const { done } = startStep(
      step('sh', { cmd: 'sh', args: ['-c', 'echo out; echo err >&2; exit 3'] }),
      { buffered: true },
    );
    const { code, output } = await done;
    expect(code).toBe(3);
    expect(output?.toString().split('\n').sort()).toEqual(['', 'err', 'out']);
  });

  it('answers 127 for a command that does not exist', async () => {
    const { done } = startStep(step('x', { cmd: 'no-such-command-here' }), { buffered: true });
    const { code, output } = await done;
    expect(code).toBe(127);
    expect(output?.toString()).toMatch(/Could not start no-such-command-here/);
  });
});
