import { demoImage } from '../../fixtures/media';

const img = (sky: string) => ({
  url: demoImage(800, 600, { sky, ground: '#1b2e2b', accent: '#f2d39b' }),
  width: 800,
  height: 600,
  alt: '',
});
const cards = [
  {
    image: img('#35506b'),
    eyebrow: 'Guide',
    title: 'How to choose hiking boots',
    text: 'Fit, support and waterproofing explained in five minutes.',
    linkText: 'Read the guide',
    url: '/stories/choose-hiking-boots',
    target: '_self',
  },
  {
    image: img('#6b4a35'),
    eyebrow: 'Care',
    title: 'Repair, don’t replace',
    text: 'Send us your worn boots and we resole them.',
    linkText: 'Start a repair',
    url: '/help/repairs',
    target: '_self',
  },
  {
    image: img('#3f6346'),
    eyebrow: 'Trails',
    title: 'Ten day hikes near you',
    text: 'Routes picked by our store teams.',
    linkText: 'See the routes',
    url: 'https://example.com/trails',
    target: '_blank',
  },
];

/** CMS JSON of `linkedCards` blocks: 3 columns, 2 columns square, the minimum, invalid ones. */
export const linkedCardsFixtures = {
  valid: {
    type: 'linkedCards',
    id: 'linked-valid',
    fields: {
      title: 'Stories from the trail',
      titleHeadingTag: 'h2',
      cards,
      columns: 3,
      imageRatio: 'landscape',
    },
  },
  twoColumns: {
    type: 'linkedCards',
    id: 'linked-two',
    fields: {
      cards: cards.filter((_, index) => index < 2),
      columns: 2,
      imageRatio: 'square',
      titleHeadingTag: 'h3',
    },
  },
  minimal: {
    type: 'linkedCards',
    id: 'linked-minimal',
    fields: { cards: [{ title: 'Gift cards', url: '/gift-cards' }] },
  },
  badEnum: {
    type: 'linkedCards',
    id: 'linked-bad-enum',
    fields: { cards: cards.slice(0, 1), columns: 7, imageRatio: 'circle' },
  },
  invalid: {
    type: 'linkedCards',
    id: 'linked-invalid',
    fields: { cards: [{ title: 'No link' }] },
  },
} as const;
