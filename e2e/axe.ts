/**
 * The axe check of the e2e journeys (re-exported by e2e/fixtures.ts: import it from there).
 *
 * `expectNoAxeViolations(page)` runs axe (WCAG 2.0/2.1/2.2 A + AA, and on a page without
 * frames every rule axe enables by default: its best practices too) on the whole document and
 * fails with a readable list, unless the run already found the same state clean: same
 * viewport and same DOM signature (see {@link stateSignature}). Axe is up to a second a check
 * under CI load and the journeys reach the same states again and again (the home page, the
 * cart with one item, the checkout's steps): the repeats are skipped, the first of each state
 * still runs. axe is injected once per document (see {@link analyzeDocument}).
 * The record is the run's (its workers share it: same build, same seeded data, see
 * e2e/globalSetup.ts). `E2E_AXE_CACHE=0` checks every call; `E2E_AXE_DUMP=<folder>` writes each
 * signature's text there (to see why two visits of a page differ). Each call notes what it did
 * in the test's annotations (`axe`: `ran N ms` or `skipped: state already checked`), so the
 * JSON report counts them.
 */
import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Frame, type Page, test } from '@playwright/test';

/**
 * axe-core's source, the very copy @axe-core/playwright injects (resolved through it, so one
 * version): read once per worker.
 */
const axeSource: string = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    source: string;
  }
).source;

/** What @axe-core/playwright's legacy mode configures after injecting axe. */
const axeConfigure = `;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/** Signatures of the states this worker process has checked and found clean. */
const checkedStates = new Set<string>();
// biome-ignore lint/suspicious/noUndeclaredEnvVars: read by the Playwright workers only, no turbo task
const cacheOn = process.env.E2E_AXE_CACHE !== '0';
/**
 * The run's folder of clean states, shared by its workers (made by e2e/globalSetup.ts, see
 * {@link axeStatesEnv}): one empty file per signature. Unset (a run without the global setup),
 * each worker keeps its own record.
 */
// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by e2e/globalSetup.ts for the workers
const sharedDir = process.env.E2E_AXE_STATES_DIR;

// biome-ignore lint/suspicious/noUndeclaredEnvVars: a debugging aid of the e2e workers
const dumpDir = process.env.E2E_AXE_DUMP;

/** The environment variable that names the run's folder of clean states. */
export const axeStatesEnv = 'E2E_AXE_STATES_DIR';

function wasChecked(signature: string): boolean {
  return checkedStates.has(signature) || (!!sharedDir && existsSync(join(sharedDir, signature)));
}

function recordChecked(signature: string): void {
  checkedStates.add(signature);
  if (sharedDir) writeFileSync(join(sharedDir, signature), '');
}

/**
 * A signature of what axe's WCAG A/AA rules read in the page, without what differs between two
 * renders of one state: every element's tag, its nesting and order, and its attributes, where
 * the values kept are those that decide the rules' outcome — class and style (colours,
 * contrast, sizes, visibility: vanilla-extract class names are fixed per build), role, aria-*
 * states and properties, input type, tabindex, lang, dir, autocomplete, scope/colspan/rowspan,
 * enum-like data-* values (they drive styles) — plus, for every other attribute (alt, title,
 * aria-label, href, value, placeholder, src…), only whether it is empty. Text is reduced to
 * whether an element has any of its own (empty links, buttons and headings), ids to whether
 * one is duplicated, id references (`for`, aria-labelledby, aria-describedby, aria-controls…)
 * to whether each target exists and its tag; inline `<style>` contents and stylesheet URLs
 * are hashed in, and the `<meta name=viewport>` content kept.
 *
 * Why skipping a matching state is sound: axe's rules are functions of roles, names' presence,
 * attributes, the tree's shape and the computed style and geometry; in one build and one
 * viewport, equal tags, classes, styles and attributes give equal computed styles, so two
 * states with one signature differ only in words, ids and values. Words change the length of
 * a line (the one thing left out that moves geometry: target-size and color-contrast of
 * overlapping boxes), which is why the document's `lang` is part of the signature (each locale's
 * words are checked at least once per state) and the check runs from the top of the page
 * after animations, as always. Frames are not looked into: a page with frames is always
 * checked.
 */
async function stateSignature(page: Page): Promise<string> {
  const dom = await page.evaluate(() => {
    const keepValue =
      /^(class|style|role|type|tabindex|lang|dir|autocomplete|scope|colspan|rowspan|open|hidden|inert|disabled|checked|selected|multiple|required|readonly|aria-(?!label$|labelledby$|describedby$|controls$|owns$|activedescendant$|details$|errormessage$|valuetext$|valuenow$|valuemin$|valuemax$|placeholder$|roledescription$|keyshortcuts$).*)$/;
    const idRefs =
      /^(for|headers|list|aria-(labelledby|describedby|controls|owns|activedescendant|details|errormessage|flowto))$/;
    const idCount = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]'))
      idCount.set(element.id, (idCount.get(element.id) ?? 0) + 1);
    const out: string[] = [`${window.innerWidth}x${window.innerHeight}@${devicePixelRatio}`];
    const walk = (element: Element, depth: number) => {
      const tag = element.tagName.toLowerCase();
      let line = `${depth} ${tag}`;
      for (const { name, value } of [...element.attributes].sort((a, b) =>
        a.name < b.name ? -1 : 1,
      )) {
        // An emptied class or style (a scroll lock taken off) is no class or style.
        if ((name === 'class' || name === 'style') && value.trim() === '') continue;
        if (name === 'id') line += ` id${(idCount.get(value) ?? 0) > 1 ? '!dup' : ''}`;
        else if (idRefs.test(name))
          line += ` ${name}=[${value
            .split(/\s+/)
            .filter(Boolean)
            .map((ref) => document.getElementById(ref)?.tagName.toLowerCase() ?? '-')
            .join(',')}]`;
        else if (keepValue.test(name)) line += ` ${name}=${JSON.stringify(value)}`;
        else if (name.startsWith('data-') && /^[a-z][a-z-]{0,30}$/i.test(value))
          line += ` ${name}=${value}`;
        else if (
          tag === 'meta' &&
          name === 'content' &&
          element.getAttribute('name') === 'viewport'
        )
          line += ` content=${JSON.stringify(value)}`;
        else if (tag === 'link' && name === 'href' && element.getAttribute('rel') === 'stylesheet')
          line += ` href=${JSON.stringify(value)}`;
        else line += ` ${name}${value.trim() === '' ? '=' : ''}`;
      }
      if (tag === 'style') line += ` css=${JSON.stringify(element.textContent)}`;
      else if (
        tag !== 'script' &&
        [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        )
      )
        line += ' #text';
      out.push(line);
      if (tag === 'script' || tag === 'style' || tag === 'template') return;
      for (const child of element.children) walk(child, depth + 1);
      if (element.shadowRoot)
        for (const child of element.shadowRoot.children) walk(child, depth + 1);
    };
    walk(document.documentElement, 0);
    return out.join('\n');
  });
  const hash = createHash('sha256').update(dom).digest('hex');
  if (dumpDir) {
    writeFileSync(
      `${dumpDir}/${Date.now()}-${new URL(page.url()).pathname.replace(/\W+/g, '_')}-${hash.slice(0, 8)}.txt`,
      dom,
    );
  }
  return hash;
}

/** Scrolls to the top and waits until running animations have ended (see below). */
async function settle(page: Page): Promise<void> {
  // From the top of the page: scrolled, the sticky header covers part of what lies under it,
  // and axe's target-size then measures those links and fields as smaller than they are (the
  // shopper scrolls them out from under it; focus scrolls past it by `scroll-padding-top`).
  // Two frames let the header's scroll listener start its transition before the wait below.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
  // A busy control (a Server Action running: a button or link with `aria-busy`) is about to
  // change state and its colours with it (a button's background transitions when it is enabled
  // again, its label's colour does not): axe landing in that change reports `color-contrast`.
  // Wait for the controls to be idle; one that stays busy is checked as it is. Only controls: a
  // region stays `aria-busy` while its content is not loaded (a recommendation carousel below
  // the fold waits to be scrolled to), and waiting for those cost every such check 5 s.
  await page
    .waitForFunction(
      () => !document.querySelector('button[aria-busy="true"], a[aria-busy="true"]'),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  // Let running transitions end first (a dialog scaling in measures its targets too small).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 5_000 },
  );
  // A page that had a title is checked with it: while a Server Action's refresh re-renders the
  // page, Next's metadata (the `<title>` React hoists into `<head>`) is out of the document for a
  // moment, and axe landing in it reports `document-title`. Never settling (a page that truly
  // has no title) is left to axe, which reports it.
  await page
    .waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * Makes the builder inject axe only into the frames it will check: legacy mode injects its
 * ~500 kB into every frame of the page first, excluded or not (a second a frame under load:
 * 19 s for the preview tool's ~20 frames). Axe never messages an excluded frame, so the frames
 * left without it are never waited for. (`inject` is private in the types, public in the code
 * of @axe-core/playwright 4.x.)
 */
function injectOnlyIntoChecked(axe: AxeBuilder, exclude: string[]): void {
  const builder = axe as unknown as {
    inject(frames: Frame[], shouldThrow?: boolean): Promise<void>;
  };
  const inject = builder.inject.bind(axe);
  builder.inject = async (frames, shouldThrow) => {
    const checked: Frame[] = [];
    for (const frame of frames) {
      let excluded = false;
      for (let f: Frame | null = frame; f?.parentFrame() && !excluded; f = f.parentFrame()) {
        const element = await f.frameElement().catch(() => null);
        excluded =
          (await element
            ?.evaluate((e, selectors) => selectors.some((s) => (e as Element).matches(s)), exclude)
            .catch(() => false)) ?? false;
      }
      if (!excluded) checked.push(frame);
    }
    await inject(checked, shouldThrow);
  };
}

/** The part of axe's results a check reads. */
interface AxeViolations {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[] }[];
  }[];
}

/**
 * Runs axe in a page without frames, in the page itself (as @axe-core/playwright's legacy
 * mode does), with the rule set the checks have always run there: every rule axe enables by
 * default (WCAG 2.0/2.1/2.2 A and AA, and axe's best practices; not the experimental ones),
 * only the violations' nodes returned (and whether axe had to be injected). axe is injected
 * once per document and reused by the document's next checks (a dialog opened, a form
 * answered): the builder injected its ~550 kB twice per check; a check that reuses it took
 * about half the time of the builder's on the same pages under load (home, category, product
 * and help pages, load average near 30: 2.7 s against 5.9 s on average; the first check of a
 * document about the builder's). axe builds its tree afresh and empties its caches on every
 * run, so a reused copy sees the page as it is now.
 */
async function analyzeDocument(
  page: Page,
  exclude: string[],
): Promise<{ results: AxeViolations; injected: boolean }> {
  type Outcome = { missing: true } | { results: AxeViolations } | { error: string };
  const run = (args: { context: object; options: object }): Promise<Outcome> => {
    const axe = (window as { axe?: { run(c: object, o: object): Promise<AxeViolations> } }).axe;
    if (typeof axe?.run !== 'function') return Promise.resolve({ missing: true });
    return axe.run(args.context, args.options).then(
      (results) => ({ results }),
      (error: unknown) => ({ error: String((error as Error)?.message ?? error) }),
    );
  };
  const args = { context: { include: [], exclude }, options: { resultTypes: ['violations'] } };
  let outcome: Outcome = await page.evaluate(run, args);
  const injected = 'missing' in outcome;
  if (injected) {
    await page.evaluate(axeSource + axeConfigure);
    outcome = await page.evaluate(run, args);
  }
  if ('missing' in outcome) throw new Error('axe could not be injected into the page');
  if ('error' in outcome) throw new Error(outcome.error);
  return { results: outcome.results, injected };
}

/**
 * Runs axe on a page with frames through @axe-core/playwright (legacy mode, WCAG 2.0/2.1/2.2 A
 * + AA tags), which injects it into every frame to check.
 */
async function analyzeFramed(page: Page, exclude: string[]): Promise<AxeViolations> {
  // Legacy mode: axe.run in the page itself. The default (runPartial, then finishRun in a new
  // blank page of the context) opens a page and injects axe twice per check: ~2 s more under
  // load, which pushed journeys with several checks past their budget.
  const axe = new AxeBuilder({ page, axeSource })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode();
  for (const selector of exclude) axe.exclude(selector);
  if (exclude.length > 0) injectOnlyIntoChecked(axe, exclude);
  // All node types: page-level rules (page-has-heading-one, landmark-unique) merge the passing
  // nodes of every frame, and the preview tool's device frames fail with violations only.
  return axe.analyze();
}

/** What a check may leave out. */
export interface AxeCheckOptions {
  /**
   * CSS selectors (axe's, and `Element.matches` for frames) of parts not to check, e.g. frames
   * of pages that their own journeys check. Checks with exclusions are neither skipped nor recorded as clean states.
   */
  exclude?: string[];
}

/**
 * Runs axe on the page (see {@link analyzeDocument} and {@link analyzeFramed} for the rules)
 * from its top, once running animations have ended, and fails listing every violation. Skipped when the run already found the
 * same state clean (same viewport, same {@link stateSignature}); never skipped on a page with
 * frames, with exclusions or with `E2E_AXE_CACHE=0`.
 */
export async function expectNoAxeViolations(
  page: Page,
  { exclude = [] }: AxeCheckOptions = {},
): Promise<void> {
  await settle(page);
  const framed = page.frames().length > 1;
  const signature =
    cacheOn && !framed && exclude.length === 0 ? await stateSignature(page) : undefined;
  if (signature && wasChecked(signature)) {
    test.info().annotations.push({ type: 'axe', description: 'skipped: state already checked' });
    return;
  }
  const started = Date.now();
  const analyze = async () =>
    framed
      ? { results: await analyzeFramed(page, exclude), injected: true }
      : await analyzeDocument(page, exclude);
  let { results, injected } = await analyze();
  // The `<title>` can leave the document while axe runs (a refresh re-rendering the page, see
  // `settle`): when the page has one again, it is checked once more and that result counts. A
  // page that truly has no title fails both times.
  if (results.violations.some((v) => v.id === 'document-title')) {
    const titled = await page
      .waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (titled) ({ results, injected } = await analyze());
  }
  test.info().annotations.push({
    type: 'axe',
    description: `ran ${Date.now() - started} ms, ${injected ? 'axe injected' : 'axe reused'}`,
  });
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
  if (signature) recordChecked(signature);
}
