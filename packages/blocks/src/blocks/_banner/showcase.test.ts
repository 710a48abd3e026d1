import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultRegistry } from '../../registry/defaultRegistry';
import { resolveBlock } from '../../renderer/resolve';

/** The preview tool's banner showcase documents (packages/mock-api/seed/content). */
const showcase = JSON.parse(
  readFileSync(
    // Tests run from the repository root.
    path.resolve(process.cwd(), 'packages/mock-api/seed/content/showcase-banners.json'),
    'utf8',
  ).replaceAll('{{MEDIA}}', 'http://127.0.0.1:4000/media'),
) as {
  id: string;
  docType: string;
  layoutVariant: string;
  slug: string;
  siteId: string;
  locale: string;
  pageKind: string;
  slots: { main: unknown[] };
}[];

const bannerTypes = [
  'heroBanner',
  'imageBanner',
  'overlayBanner',
  'splitBanner',
  'thinBanner',
  'blockBelowBanner',
  'heroBlockBelowBanner',
  'heroProductOverlayBanner',
];

describe('banner showcase seed', () => {
  it('has showcase documents for every banner type, with their naming rules', () => {
    expect(new Set(showcase.map((doc) => doc.docType))).toEqual(new Set(bannerTypes));
    for (const doc of showcase) {
      expect(doc).toMatchObject({ siteId: 'us', locale: 'en-us', pageKind: 'generic' });
      expect(doc.slug).toBe(`showcase-${doc.docType}-${doc.layoutVariant}`);
      expect(doc.slots.main).toHaveLength(1);
      expect((doc.slots.main[0] as { type: string }).type).toBe(doc.docType);
    }
  });

  it('covers every split layout and image width', () => {
    const splits = showcase
      .filter((doc) => doc.docType === 'splitBanner')
      .map((doc) => (doc.slots.main[0] as { fields: Record<string, unknown> }).fields);
    expect(new Set(splits.map((f) => String(f.imageWidth ?? 50)))).toEqual(
      new Set(['60', '50', '40']),
    );
    expect(new Set(splits.map((f) => f.alignmentLarge ?? 'imageLeft'))).toEqual(
      new Set(['imageLeft', 'imageRight', 'threeImagesLeft', 'threeImagesRight']),
    );
  });

  it.each(showcase.map((doc) => [doc.id, doc] as const))('%s validates', (_id, doc) => {
    const resolved = resolveBlock(doc.slots.main[0], defaultRegistry);
    expect(resolved.status, JSON.stringify(resolved)).toBe('ok');
  });
});
