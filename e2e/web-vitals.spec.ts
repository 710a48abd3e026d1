/**
 * Field Core Web Vitals in en-gb (spec 1 §7 performance beacon; consent: spec 3 §9). The
 * reporter loads 3 s after the page (`html[data-web-vitals]`); until the shopper accepts
 * performance and analytics (C0002) leaving a page sends nothing; once accepted, leaving the
 * page sends its measurements, which an operator reads from the mock API
 * (GET /dev/performance). The rule does not depend on the viewport: desktop only (the banner
 * and its dialog are covered at mobile by consent.spec.ts).
 */
import type { PerformanceSummary } from '@storefront/api-contract';
import { desktopOnly, expect, test } from './fixtures';
import { callMockApi } from './mockApi';

test.use({ answerConsent: false });

const figuresOf = (page: string) =>
  callMockApi<PerformanceSummary>('GET', `/dev/performance?page=${encodeURIComponent(page)}`);

test('en-gb sends no performance beacon before consent, the page measurements after', async ({
  page,
}) => {
  desktopOnly('consent.spec.ts (banner at mobile)');
  await page.goto('/en-gb');
  await expect(page.locator('html')).toHaveAttribute('data-web-vitals', '', { timeout: 15_000 });
  // Leaving the home page without an answer: its measurements stay in the page.
  await page.goto('/en-gb/about');
  await expect(page.locator('html')).toHaveAttribute('data-web-vitals', '', { timeout: 15_000 });
  const banner = page.getByRole('region', { name: 'Your privacy' });
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
  // Leaving the about page after accepting: its beacon is sent on page hide.
  await page.goto('/en-gb/privacy');

  // A metric settled later (CLS, INP at page hide) may come in a second beacon; each once.
  await expect
    .poll(async () => (await figuresOf('/en-gb/about')).figures.map((f) => f.metric), {
      timeout: 15_000,
    })
    .toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB']));
  const { figures } = await figuresOf('/en-gb/about');
  for (const figure of figures) {
    expect(figure.count).toBe(1);
    expect(figure.p75).toBeGreaterThanOrEqual(0);
  }
  // Sent later than the home page's would have been: nothing arrived from before the answer.
  expect((await figuresOf('/en-gb')).beacons).toBe(0);
});
