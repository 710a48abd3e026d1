/**
 * A catalogue price change and its revalidation (design.md "Data flows", caching): the product
 * page's details come from the storefront's cache (`product:{id}`); when the catalogue changes
 * a price (the mock API's `POST /__e2e/price`), it calls the signed `POST /api/revalidate` with
 * the product's tag and the next view shows the new price. Coverage: one product page, en-us
 * (USD) at desktop, fr-ca (CAD) at mobile; axe on the product page: browse.spec.ts.
 */
import { expect, mockApiHeaders, mockApiUrl, test } from './fixtures';

const product = { id: 'ALP1001M', slug: 'mens-summit-gtx-boot-ALP1001M' };
const variants = [
  { locale: 'en-us', tag: 'en-US', currency: 'USD', mobile: false },
  { locale: 'fr-ca', tag: 'fr-CA', currency: 'CAD', mobile: true },
] as const;

for (const { locale, tag, currency, mobile } of variants) {
  test(`${locale}: a price change shows on the product page after the catalogue's revalidation`, async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile !== mobile, 'one locale per viewport');
    const currentMinor = 12345;
    // The amount as the page writes it (the currency sign or code differs by locale).
    const price = new Intl.NumberFormat(tag, { minimumFractionDigits: 2 }).format(
      currentMinor / 100,
    );
    const main = page.getByRole('main');
    await page.goto(`/${locale}/p/${product.slug}`);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main).not.toContainText(price);

    const changed = await request.post(`${mockApiUrl}/__e2e/price?locale=${tag}`, {
      headers: mockApiHeaders,
      data: { productId: product.id, currency, currentMinor },
    });
    expect(changed.ok()).toBe(true);
    expect(await changed.json()).toMatchObject({ productId: product.id, revalidated: true });

    await page.reload();
    await expect(main).toContainText(price);
  });
}
