import { storefrontLocales } from '@storefront/api-contract';
import { type ContentDocument, defaultRegistry, getSlot, resolveBlock } from '@storefront/blocks';
import aboutSeed from '../../../../../packages/mock-api/seed/content/about.json';
import productSlotsSeed from '../../../../../packages/mock-api/seed/content/product-slots.json';
import rendererCheckSeed from '../../../../../packages/mock-api/seed/content/renderer-check.json';

const docs = (seed: unknown) => seed as ContentDocument[];
const statuses = (document: ContentDocument | undefined) =>
  getSlot(document).map((block) => {
    const resolved = resolveBlock(block, defaultRegistry);
    return `${resolved.id}:${resolved.status}`;
  });

describe('content pages of the demo content', () => {
  it.each(storefrontLocales.map((locale) => [locale.path, locale] as const))(
    '%s has an about page whose blocks all validate',
    (path, locale) => {
      const about = docs(aboutSeed).find((doc) => doc.locale === path && doc.slug === 'about');
      expect(about?.siteId).toBe(locale.siteId);
      expect(about?.docType).toBe('page');
      expect(statuses(about).every((status) => status.endsWith(':ok'))).toBe(true);
      expect(getSlot(about).length).toBeGreaterThanOrEqual(4);
    },
  );

  it.each(storefrontLocales.map((locale) => [locale.path, locale] as const))(
    '%s has product-page slots for three catalogue products, all valid',
    (path, locale) => {
      const products = docs(productSlotsSeed).filter((doc) => doc.locale === path);
      expect(products.map((doc) => doc.slug).sort()).toEqual(['ALP1001M', 'ALP1101M', 'ALP2001W']);
      for (const product of products) {
        expect(product.docType).toBe('product');
        expect(product.siteId).toBe(locale.siteId);
        expect(statuses(product).every((status) => status.endsWith(':ok'))).toBe(true);
        const collection = getSlot(product).find(
          (block) => (block as { type: string }).type === 'productCollection',
        ) as { fields: { items: { currency: string }[] } };
        expect(collection.fields.items.every((item) => item.currency === locale.currency)).toBe(
          true,
        );
      }
    },
  );

  it('writes the fr-ca about page in French', () => {
    const about = docs(aboutSeed).find((doc) => doc.locale === 'fr-ca');
    expect(about?.title).toBe('À propos');
  });

  it('keeps the renderer check broken exactly where intended', () => {
    const [check] = docs(rendererCheckSeed);
    expect(check?.slug).toBe('renderer-check');
    expect(statuses(check)).toEqual([
      'check-hero:ok',
      'check-intro:ok',
      'check-broken-hero:invalid',
      'check-unknown:unknown',
      'check-after:ok',
    ]);
  });
});
