import { documentMetadata } from './documentMetadata';

describe('documentMetadata (spec 2 §7 seo)', () => {
  it('takes seo first, then the title and the fallback description', () => {
    expect(documentMetadata({ title: 'Help', seo: { title: 'Help centre' } }, false)).toEqual({
      title: { absolute: 'Help centre' },
    });
    expect(documentMetadata({ title: 'Trail notes' }, false, 'A teaser')).toEqual({
      title: { absolute: 'Trail notes' },
      description: 'A teaser',
    });
  });

  it('does not index a preview or a document that could not be read', () => {
    expect(documentMetadata({ title: 'Draft' }, true).robots).toEqual({
      index: false,
      follow: false,
    });
    expect(documentMetadata(undefined, false)).toEqual({ robots: { index: false } });
  });
});
