import { storefrontLocales } from '@storefront/api-contract';
import { type ContentDocument, defaultRegistry, getSlot, resolveBlock } from '@storefront/blocks';
import searchSeed from '../../../../../packages/mock-api/seed/content/search.json';
import { searchSlots } from './slots';

const documents = searchSeed as unknown as ContentDocument[];

describe('the search page’s seeded content (augmentedpage/{siteId}/search, spec 2 §7)', () => {
  it.each(storefrontLocales.map((locale) => [locale.path, locale] as const))(
    '%s has the search document, with valid blocks in the page’s slots only',
    (path, locale) => {
      const document = documents.find((doc) => doc.locale === path);
      expect(document).toMatchObject({ docType: 'augmentedpage', slug: 'search' });
      expect(document?.siteId).toBe(locale.siteId);
      const slots = Object.keys((document as { slots: Record<string, unknown> }).slots);
      expect(slots.every((slot) => (searchSlots as readonly string[]).includes(slot))).toBe(true);
      for (const slot of ['main', 'bottom']) {
        const blocks = getSlot(document, slot);
        expect(blocks.length).toBeGreaterThan(0);
        for (const block of blocks) {
          expect(resolveBlock(block, defaultRegistry).status).toBe('ok');
        }
      }
    },
  );
});
