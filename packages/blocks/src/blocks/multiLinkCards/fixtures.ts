import { demoImage } from '../../fixtures/media';

const women = {
  image: {
    url: demoImage(1200, 675, { sky: '#4a3f63', ground: '#261f36', accent: '#e8a3b5' }),
    width: 1200,
    height: 675,
    alt: '',
  },
  title: 'Women',
  text: 'Boots, shoes and layers for every trail.',
  links: [
    { text: 'Hiking boots', url: '/c/women-hiking-boots-2001', target: '_self' },
    { text: 'Trail runners', url: '/c/women-trail-running-2002', target: '_self' },
    { text: 'Jackets', url: '/c/women-jackets-2003', target: '_self' },
  ],
  backgroundColor: 'surfaceMuted',
};
const men = {
  ...women,
  image: { ...women.image, url: demoImage(1200, 675) },
  title: 'Men',
  links: [
    { text: 'Hiking boots', url: '/c/men-hiking-boots-3001', target: '_self' },
    { text: 'Trail runners', url: '/c/men-trail-running-3002', target: '_self' },
    { text: 'Size guide', url: 'https://example.com/size-guide', target: '_blank' },
  ],
  backgroundColor: 'surfaceInverse',
};

/** CMS JSON of `multiLinkCards` blocks: link lists, buttons, the minimum, invalid ones. */
export const multiLinkCardsFixtures = {
  valid: {
    type: 'multiLinkCards',
    id: 'multi-valid',
    fields: {
      title: 'Shop by department',
      titleHeadingTag: 'h2',
      cards: [women, men],
      columns: 2,
      linkStyle: 'list',
    },
  },
  buttons: {
    type: 'multiLinkCards',
    id: 'multi-buttons',
    fields: {
      cards: [
        women,
        { ...men, backgroundColor: 'primary' },
        { ...women, title: 'Kids', image: undefined, backgroundColor: 'surface' },
      ],
      columns: 3,
      linkStyle: 'buttons',
    },
  },
  minimal: {
    type: 'multiLinkCards',
    id: 'multi-minimal',
    fields: {
      cards: [{ title: 'Help', links: [{ text: 'Contact us', url: '/help/contact-us' }] }],
    },
  },
  badEnum: {
    type: 'multiLinkCards',
    id: 'multi-bad-enum',
    fields: { cards: [{ ...women, backgroundColor: 'rainbow' }], columns: 9, linkStyle: 'chips' },
  },
  invalid: {
    type: 'multiLinkCards',
    id: 'multi-invalid',
    fields: { cards: [{ title: 'No links', links: [] }] },
  },
} as const;
