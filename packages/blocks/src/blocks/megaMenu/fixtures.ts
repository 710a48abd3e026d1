import { demoImage, demoProductImage } from '../../fixtures/media';

const megaMenu = (id: string, fields: Record<string, unknown>) =>
  ({ type: 'megaMenu', id, fields }) as const;

const to = (url: string) => ({ url, target: '_self' });
const links = (prefix: string, names: readonly string[]) =>
  names.map((name, index) => ({
    id: `${prefix}-${index}`,
    title: name,
    target: to(`/c/${prefix}-${name.toLowerCase().replace(/\W+/g, '-')}-${1100 + index}`),
  }));
const tile = (id: string, title: string, tint: string) => ({
  id,
  title,
  image: { url: demoProductImage(tint, '#1f2a2e', 200), width: 200, height: 200, alt: '' },
  target: to(`/c/${id}-${1200 + title.length}`),
});

/** Women: two columns of level-2 groups with level-3 links, a banner and visual selectors. */
const women = {
  id: 'women',
  title: 'Women',
  target: to('/c/women-1002'),
  columns: [
    {
      id: 'women-col-1',
      children: [
        {
          id: 'women-clothing',
          title: 'Clothing',
          target: to('/c/women-clothing-1010'),
          children: links('women-clothing', ['Jackets', 'Fleece', 'Pants', 'Base layers']),
        },
        {
          id: 'women-footwear',
          title: 'Footwear',
          target: to('/c/women-footwear-1011'),
          children: links('women-footwear', ['Hiking boots', 'Trail runners', 'Sandals']),
        },
      ],
    },
    {
      id: 'women-col-2',
      children: [
        {
          id: 'women-activities',
          title: 'Activities',
          children: links('women-activity', ['Hiking', 'Climbing', 'Camping']),
        },
        { id: 'women-new', title: 'New arrivals', target: to('/c/women-new-1012') },
      ],
    },
  ],
  visualSelectorsTitle: 'Shop by category',
  visualSelectors: [
    tile('women-jackets', 'Jackets', '#d8e3ea'),
    tile('women-boots', 'Boots', '#efe2cf'),
    tile('women-packs', 'Packs', '#dfe8da'),
  ],
  menuBanner: {
    image: { url: demoImage(640, 400), width: 640, height: 400, alt: 'A ridge at dusk' },
    title: 'The autumn layering guide',
    text: 'Three layers for every trail.',
    target: to('/about'),
  },
};

/** Men: `menuStyle: visual` (the selectors lead), one column, a rich `titleHtml`. */
const men = {
  id: 'men',
  title: 'Men',
  titleHtml: '<strong>Men</strong>',
  target: to('/c/men-1001'),
  menuStyle: 'visual',
  visualSelectors: [
    tile('men-jackets', 'Jackets', '#d6dde8'),
    tile('men-boots', 'Boots', '#ead9c6'),
  ],
  columns: [
    {
      id: 'men-col-1',
      children: [
        {
          id: 'men-clothing',
          title: 'Clothing',
          target: to('/c/men-clothing-1020'),
          children: links('men-clothing', ['Jackets', 'Shirts', 'Shorts']),
        },
      ],
    },
  ],
};

/** Sale: highlighted, with an icon, no panel (a plain link). */
const sale = {
  id: 'sale',
  title: 'Sale',
  target: to('/c/sale-1003'),
  menuStyle: 'highlight',
  menuIcon: 'gift',
};

/** CMS JSON of `megaMenu` blocks: full, minimal, per option, bad values and invalid ones. */
export const megaMenuFixtures = {
  valid: megaMenu('mega-menu-valid', { children: [women, men, sale] }),
  minimal: megaMenu('mega-menu-minimal', {
    children: [{ id: 'all', title: 'All products', target: to('/c/all-1000') }],
  }),
  hideShopAll: megaMenu('mega-menu-hide-shop-all', {
    children: [{ ...women, hideShopAll: { sm: true, lg: true } }, sale],
  }),
  overrideShopAll: megaMenu('mega-menu-override-shop-all', {
    children: [
      { ...women, overrideShopAll: { text: 'Everything for her', url: '/c/women-all-1099' } },
    ],
  }),
  badEnums: megaMenu('mega-menu-bad-enums', {
    children: [
      {
        ...sale,
        menuStyle: 'neon',
        menuIcon: 'unicorn',
        hideShopAll: 'yes',
        target: { url: '/c/sale-1003', target: '_top' },
      },
    ],
  }),
  hostileTitle: megaMenu('mega-menu-hostile-title', {
    label: 'Sale navigation',
    children: [
      {
        ...sale,
        titleHtml: '<img src=x onerror="alert(1)"><em>Sale</em><script>alert(1)</script>',
      },
    ],
  }),
  invalid: megaMenu('mega-menu-invalid', {
    children: [{ id: 'broken', title: 'No target' }],
  }),
  empty: megaMenu('mega-menu-empty', { children: [] }),
} as const;
