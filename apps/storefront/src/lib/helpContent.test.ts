import { storefrontLocales } from '@storefront/api-contract';
import { type ContentDocument, defaultRegistry, resolveBlock } from '@storefront/blocks';
import checkoutSeed from '../../../../packages/mock-api/seed/content/checkout.json';
import error4xxSeed from '../../../../packages/mock-api/seed/content/error-4xx.json';
import footerSeed from '../../../../packages/mock-api/seed/content/footer.json';
import helpSeed from '../../../../packages/mock-api/seed/content/help.json';
import landingSeed from '../../../../packages/mock-api/seed/content/landing-pages.json';
import loyaltySeed from '../../../../packages/mock-api/seed/content/loyalty.json';
import saleTermsSeed from '../../../../packages/mock-api/seed/content/sale-terms.json';

const documents = [
  checkoutSeed,
  error4xxSeed,
  helpSeed,
  landingSeed,
  loyaltySeed,
  saleTermsSeed,
].flat() as ContentDocument[];

const expected = [
  'augmentedpage:basecamp',
  'augmentedpage:checkout',
  'augmentedpage:error-4xx',
  'augmentedpage:gift-card',
  'augmentedpage:promotions',
  'augmentedpage:westend',
  'page:help',
  'page:help/delivery',
  'page:help/returns',
  'page:help/returns/how-to-return',
  'page:help/returns/refunds',
  'page:help/size-guide',
  'page:loyalty',
  'page:sale-terms',
];

describe('help and content pages of the demo content (spec 2 §7)', () => {
  it.each(storefrontLocales.map((locale) => [locale.path, locale] as const))(
    '%s has every help and fixed page, of its site, with valid blocks only',
    (path, locale) => {
      const mine = documents.filter((doc) => doc.locale === path);
      expect(mine.map((doc) => `${doc.docType}:${doc.slug}`).sort()).toEqual(expected);
      for (const doc of mine) {
        expect(doc.siteId, doc.id).toBe(locale.siteId);
        const blocks = Object.values(doc.slots).flat();
        expect(blocks.length, doc.id).toBeGreaterThan(0);
        for (const block of blocks) {
          expect(resolveBlock(block, defaultRegistry).status, `${doc.id}`).toBe('ok');
        }
        // Links stay in the document's locale.
        for (const [, href] of JSON.stringify(doc.slots).matchAll(/href=\\"(\/[^\\"]*)\\"/g)) {
          expect(href?.startsWith(`/${path}/`), `${doc.id} ${href}`).toBe(true);
        }
      }
    },
  );

  it('links the footer to the store locator, the help centre and the legal pages', () => {
    for (const footer of footerSeed as ContentDocument[]) {
      const urls = JSON.stringify(footer.slots);
      for (const url of [
        '/stores',
        '/help',
        '/loyalty',
        '/privacy',
        '/sale-terms',
        '/promotions',
      ]) {
        expect(urls, `${footer.locale} ${url}`).toContain(`"url":"${url}"`);
      }
      // The about page is linked once, as itself ("Our story").
      expect(urls.match(/"url":"\/about"/g), footer.locale).toHaveLength(1);
    }
  });
});
