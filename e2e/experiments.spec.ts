/**
 * Experiment delivery (spec 3 §7, §9 "Experiment delivery"): the home story experience keeps the
 * shopper's variant across reloads (the anonymous id `mt.v`), and its page event
 * (`trackingEvent` on click) reaches the decision engine's collector through the browser's
 * delivery queue in batches: ten clicks leave at once as one batch of 10, the rest after the
 * flush interval (1000 ms) as a second batch, each event with the shopper's id added by the
 * storefront's server and the experience and variant as tags. The page's axe checks are the
 * personalisation journey's (personalisation.spec.ts).
 * Locale variants split across the projects: en-us on desktop, en-ca on mobile.
 */
import { expect, expectHydrated, mockApiHeaders, mockApiUrl, test } from './fixtures';

const variants = [
  { locale: 'en-us', mobile: false },
  { locale: 'en-ca', mobile: true },
] as const;

interface CollectedBatch {
  events: { key: string; userId: string; tags: Record<string, unknown> }[];
}

for (const variant of variants) {
  test(`${variant.locale}: a stable variant whose click events reach the collector in batches`, async ({
    page,
    context,
    playwright,
    isMobile,
  }) => {
    test.skip(isMobile !== variant.mobile, 'this locale runs in the other project');
    await page.goto(`/${variant.locale}`);
    const story = page.locator('[data-experience-id="home-story-test"]');
    const variantId = await story.getAttribute('data-variant-id');
    expect(variantId).toBeTruthy();
    const shopperId = (await context.cookies()).find((c) => c.name === 'mt.v')?.value;
    expect(shopperId).toMatch(/^2\./);
    await page.reload();
    await expect(story).toHaveAttribute('data-variant-id', variantId ?? '');

    // Twelve clicks at once in the page, so the batches do not depend on the machine's speed.
    const heading = story.getByRole('heading').first();
    await expect(heading).toBeVisible();
    // The tracker is the experience block's island: it listens once its chunk has hydrated.
    await expectHydrated(story);
    await heading.evaluate((element: HTMLElement) => {
      for (let i = 0; i < 12; i++) element.click();
    });

    const api = await playwright.request.newContext({ baseURL: mockApiUrl });
    const collected = async () => {
      const response = await api.get(
        `/__e2e/experiment-events?locale=en-US&brand=alpine&userId=${encodeURIComponent(shopperId ?? '')}`,
        { headers: mockApiHeaders },
      );
      return ((await response.json()) as { batches: CollectedBatch[] }).batches;
    };
    await expect.poll(async () => (await collected()).map((b) => b.events.length)).toEqual([10, 2]);
    const [first] = await collected();
    expect(first?.events[0]).toMatchObject({
      key: 'homeStoryClick',
      userId: shopperId,
      tags: { experienceId: 'home-story-test', variantId },
    });
    await api.dispose();
  });
}
