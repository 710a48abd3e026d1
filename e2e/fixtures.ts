/**
 * Shared e2e fixtures.
 *
 * - Every request to a host other than 127.0.0.1 / localhost is aborted and recorded; after each
 *   test, `offline` asserts none was attempted (the storefront must work with no outside service).
 * - `expectNoAxeViolations(page)` runs axe (WCAG 2.x A and AA rules) and fails with a readable list.
 * - Pop-ups (spec 3 §4) would cover other journeys: every test starts with the demo pop-ups
 *   dismissed (the `popupDismissals` localStorage entry the popup block reads, written by an init
 *   script before any page script). A test about pop-ups opts out with
 *   `test.use({ dismissPopups: false })`.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** localStorage key of the dismissed pop-ups (the popup block's `popupDismissalsKey`). */
export const popupDismissalsKey = 'popupDismissals';

/** The names of every pop-up in the demo content (seed/content/popups.json). */
export function seededPopupNames(): string[] {
  const url = new URL('../packages/mock-api/seed/content/popups.json', import.meta.url);
  const documents = JSON.parse(readFileSync(url, 'utf8')) as {
    slots?: { main?: { type?: string; fields?: { name?: unknown } }[] };
  }[];
  const names = documents.flatMap((document) =>
    (document.slots?.main ?? []).flatMap((block) =>
      block.type === 'popup' && typeof block.fields?.name === 'string' ? [block.fields.name] : [],
    ),
  );
  return [...new Set(names)];
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** @returns true when the URL stays on this machine (or is not a network URL at all). */
export function isLocalUrl(url: string): boolean {
  const u = new URL(url);
  if (u.protocol === 'data:' || u.protocol === 'blob:' || u.protocol === 'about:') return true;
  return LOCAL_HOSTS.has(u.hostname);
}

export const test = base.extend<{
  externalRequests: string[];
  /** Start with every demo pop-up dismissed (default `true`). */
  dismissPopups: boolean;
  /** Writes the dismissals before every page script (auto). */
  popupDismissals: undefined;
}>({
  dismissPopups: [true, { option: true }],
  popupDismissals: [
    async ({ context, dismissPopups }, use) => {
      if (dismissPopups) {
        await context.addInitScript(
          ({ key, names }) => {
            try {
              const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
              const kept = Array.isArray(stored) ? stored : [];
              window.localStorage.setItem(key, JSON.stringify([...new Set([...kept, ...names])]));
            } catch {
              // Storage blocked (e.g. about:blank): nothing to dismiss there.
            }
          },
          { key: popupDismissalsKey, names: seededPopupNames() },
        );
      }
      await use(undefined);
    },
    { auto: true },
  ],
  externalRequests: [
    async ({ context }, use) => {
      const external: string[] = [];
      context.on('request', (req) => {
        if (!isLocalUrl(req.url())) external.push(req.url());
      });
      await context.route(
        (url) => !isLocalUrl(url.href),
        async (route) => {
          external.push(route.request().url());
          await route.abort('blockedbyclient');
        },
      );
      await context.routeWebSocket(
        (url) => !isLocalUrl(url.href.replace(/^ws/, 'http')),
        async (ws) => {
          external.push(ws.url());
          await ws.close();
        },
      );
      await use(external);
      expect([...new Set(external)], 'requests that tried to leave 127.0.0.1').toEqual([]);
    },
    { auto: true },
  ],
});

export type { Page };
export { expect };

/**
 * Runs axe on the page (WCAG 2.0/2.1/2.2 A + AA) once running animations have ended, and fails
 * listing every violation.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
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
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
