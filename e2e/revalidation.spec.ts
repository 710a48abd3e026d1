/**
 * Cached content and its revalidation (design.md "Data flows", caching): the storefront keeps
 * published content documents across requests; when the content service publishes a new
 * version (the mock API's `POST /__e2e/content/publish`), it calls the storefront's signed
 * `POST /api/revalidate` and the next view shows the new version (a publication the
 * storefront is not told about is not shown: the page came from the cache). An unsigned call
 * is refused (401 in the error envelope) and changes nothing. Coverage: the about page, en-us
 * at desktop, fr-ca at mobile (axe on its states: content-pages.spec.ts).
 */
import { expect, mockApiHeaders, mockApiUrl, test } from './fixtures';

const variants = [
  { locale: 'en-us', tag: 'en-US', heading: 'Outfitting the trail since 1978', mobile: false },
  { locale: 'fr-ca', tag: 'fr-CA', heading: 'Sur les sentiers depuis 1978', mobile: true },
] as const;

for (const { locale, tag, heading, mobile } of variants) {
  test(`${locale}: a published content change shows after the signed revalidation`, async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile !== mobile, 'one locale per viewport');
    const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
    await page.goto(`/${locale}/about`);
    await expect(h1).toHaveText(heading);

    // An unsigned call: refused, nothing dropped.
    const unsigned = await request.post('/api/revalidate', {
      data: { tags: ['content'], timestamp: Date.now() },
    });
    expect(unsigned.status()).toBe(401);
    expect((await unsigned.json()).errorDetails[0].errorId).toBe('AUT401');

    const headers = mockApiHeaders;
    const siteId = locale === 'en-us' ? 'us' : 'ca';
    const current = await request.get(
      `${mockApiUrl}/pub/caas/v1/canvas/page/${siteId}/about?locale=${tag}`,
      { headers },
    );
    expect(current.ok()).toBe(true);
    const republished = `${heading} (2)`;
    const document = JSON.parse((await current.text()).replaceAll(heading, republished));
    const publish = async (revalidate: boolean) => {
      const response = await request.post(`${mockApiUrl}/__e2e/content/publish?locale=${tag}`, {
        headers,
        data: { docType: 'page', siteId, locale: tag, slug: 'about', document, revalidate },
      });
      expect(await response.json()).toEqual({
        tags: [`content:${locale}:page:about`],
        revalidated: revalidate,
      });
    };

    // Published without telling the storefront: its cache still serves the first version.
    await publish(false);
    await page.reload();
    await expect(h1).toHaveText(heading);

    // Published and revalidated: the next view reads the new version.
    await publish(true);
    await page.reload();
    await expect(h1).toHaveText(republished);
  });
}
