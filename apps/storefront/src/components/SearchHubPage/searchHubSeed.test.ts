import { storefrontLocales } from '@storefront/api-contract';
import { type ContentDocument, defaultRegistry, getSlot, resolveBlock } from '@storefront/blocks';
import hubSeed from '../../../../../packages/mock-api/seed/content/searchhub.json';
import { searchSlots } from '../SearchPage/slots';

const documents = hubSeed as unknown as ContentDocument[];

interface HubBlock {
  type: string;
  fields: { type?: string; items?: { url: string }[]; textLink?: { url: string } };
}

describe('the search hub’s seeded content (search/{siteId}/searchhub, spec 2 §2 and §7)', () => {
  it.each(storefrontLocales.map((locale) => [locale.path, locale] as const))(
    '%s has the hub: valid search hub carousels whose links stay in the locale',
    (path, locale) => {
      const document = documents.find((doc) => doc.locale === path);
      expect(document).toMatchObject({ docType: 'search', slug: 'searchhub', pageKind: 'search' });
      expect(document?.siteId).toBe(locale.siteId);
      expect(document?.title).toBeTruthy();
      const slots = Object.keys((document as { slots: Record<string, unknown> }).slots);
      expect(slots.every((slot) => (searchSlots as readonly string[]).includes(slot))).toBe(true);
      const blocks = searchSlots.flatMap((slot) => getSlot(document, slot)) as HubBlock[];
      for (const block of blocks) expect(resolveBlock(block, defaultRegistry).status).toBe('ok');
      const hubs = blocks.filter((b) => b.type === 'productCollection');
      expect(hubs.length).toBeGreaterThanOrEqual(2);
      for (const hub of hubs) {
        // Search hub cards: their own card widths (spec 3 §9, the block's `cardsPerView`).
        expect(hub.fields.type).toBe('searchHub');
        const urls = [
          ...(hub.fields.items ?? []).map((i) => i.url),
          ...(hub.fields.textLink ? [hub.fields.textLink.url] : []),
        ];
        expect(urls.every((url) => url.startsWith(`/${path}/`))).toBe(true);
      }
    },
  );
});
