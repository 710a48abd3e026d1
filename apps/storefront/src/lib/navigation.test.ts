import { readFooter, readMegaMenu, readMenu } from './navigation';

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

  it('reads the top items of a megaMenu block', () => {
    const doc = { slots: { main: [megaMenu] } };
    expect(readMenu(doc)).toEqual([
      { id: 'women', title: 'Women', url: '/en-us/c/women-1002', highlight: false },
      { id: 'sale', title: 'Sale', url: '/en-us/c/sale-1003', highlight: true },
    ]);
  });
});

const megaMenu = {
  type: 'megaMenu',
  id: 'menu',
  fields: {
    children: [
      { id: 'women', title: 'Women', target: { url: '/en-us/c/women-1002' }, columns: [] },
      {
        id: 'sale',
        title: 'Sale',
        target: { url: '/en-us/c/sale-1003' },
        menuStyle: 'highlight',
      },
    ],
  },
};

describe('readMegaMenu', () => {
  it('passes megaMenu blocks through as they are (the renderer validates them)', () => {
    const broken = { type: 'megaMenu', id: 'broken', fields: {} };
    const doc = { slots: { main: [megaMenu, { type: 'banner', id: 'x' }, broken] } };
    expect(readMegaMenu(doc, 'en-us')).toEqual([megaMenu, broken]);
  });

  it('turns flat menuItem blocks into one megaMenu of localised top links', () => {
    const doc = {
      slots: {
        main: [
          { type: 'menuItem', id: 'a', fields: { title: 'Men', url: '/c/men-1001' } },
          {
            type: 'menuItem',
            id: 'b',
            fields: { title: 'Sale', url: '/c/sale-1003', highlight: true },
          },
        ],
      },
    };
    expect(readMegaMenu(doc, 'en-gb')).toEqual([
      {
        type: 'megaMenu',
        id: 'menu-items',
        fields: {
          children: [
            {
              id: 'a',
              title: 'Men',
              target: { url: '/en-gb/c/men-1001', target: '_self' },
              menuStyle: 'default',
            },
            {
              id: 'b',
              title: 'Sale',
              target: { url: '/en-gb/c/sale-1003', target: '_self' },
              menuStyle: 'highlight',
            },
          ],
        },
      },
    ]);
  });

  it('gives nothing without a document', () => {
    expect(readMegaMenu(null, 'en-us')).toEqual([]);
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
