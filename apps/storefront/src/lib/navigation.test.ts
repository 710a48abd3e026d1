import { localizeUrl, readFooter, readMenu } from './navigation';

describe('readMenu', () => {
  it('keeps valid menu items in order and skips invalid ones', () => {
    const doc = {
      slots: {
        main: [
          { type: 'menuItem', id: 'a', fields: { title: 'Men', url: '/c/men-1001' } },
          { type: 'menuItem', id: 'b', fields: { url: '/c/women-1002' } },
          { type: 'banner', id: 'c', fields: {} },
          {
            type: 'menuItem',
            id: 'd',
            fields: { title: 'Sale', url: '/c/sale-1003', highlight: 'x' },
          },
        ],
      },
    };
    expect(readMenu(doc)).toEqual([
      { id: 'a', title: 'Men', url: '/c/men-1001', highlight: false },
      { id: 'd', title: 'Sale', url: '/c/sale-1003', highlight: false },
    ]);
  });

  it('returns no items for a missing document', () => {
    expect(readMenu(null)).toEqual([]);
  });
});

describe('readFooter', () => {
  it('reads columns, the note and the legal line', () => {
    const footer = readFooter({
      slots: {
        main: [
          {
            type: 'footerColumn',
            id: 'help',
            fields: { title: 'Help', links: [{ text: 'Returns', url: '/help/returns' }] },
          },
          { type: 'footerNote', id: 'n', fields: { title: 'Free returns', text: '30 days' } },
          { type: 'footerLegal', id: 'l', fields: { text: '© Alpine' } },
        ],
      },
    });
    expect(footer.columns).toEqual([
      {
        id: 'help',
        title: 'Help',
        links: [{ text: 'Returns', url: '/help/returns', target: '_self' }],
      },
    ]);
    expect(footer.note).toEqual({ title: 'Free returns', text: '30 days' });
    expect(footer.legal).toEqual({ text: '© Alpine', links: [] });
  });
});

describe('localizeUrl', () => {
  it.each([
    ['/c/men-1001', '/en-gb/c/men-1001'],
    ['/', '/en-gb'],
    ['/fr-ca/c/hommes-1001', '/fr-ca/c/hommes-1001'],
    ['https://example.com/x', 'https://example.com/x'],
    ['//cdn.example.com/x', '//cdn.example.com/x'],
    ['#main', '#main'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
  ])('%s → %s', (url, expected) => {
    expect(localizeUrl(url, 'en-gb')).toBe(expected);
  });
});
