import { demoImage } from '../../fixtures/media';

const palettes = [
  { sky: '#2f4f4a', ground: '#1b2e2b', accent: '#e9b872' },
  { sky: '#35506b', ground: '#1e2f40', accent: '#f2d39b' },
  { sky: '#6b4a35', ground: '#3b281c', accent: '#f7c873' },
  { sky: '#4a3f63', ground: '#261f36', accent: '#e8a3b5' },
  { sky: '#3f6346', ground: '#1f3624', accent: '#d5e8a3' },
];
const labels = ['Hiking', 'Trail running', 'Camping', 'Climbing', 'Kids'];
const items = labels.map((label, index) => ({
  image: { url: demoImage(600, 600, palettes[index]), width: 600, height: 600, alt: '' },
  label,
  url: `/c/${label.toLowerCase().replace(/\s+/g, '-')}-${1001 + index}`,
  target: '_self',
}));

/** CMS JSON of `categoryCards` blocks: per layout variant, the minimum, and invalid ones. */
export const categoryCardsFixtures = {
  valid: {
    type: 'categoryCards',
    id: 'cards-valid',
    fields: {
      title: 'Shop by activity',
      titleHeadingTag: 'h2',
      items,
      layout: { sm: 'carousel', md: 'grid', lg: 'grid' },
      columns: { sm: 2, md: 3, lg: 5 },
    },
  },
  grid: {
    type: 'categoryCards',
    id: 'cards-grid',
    fields: {
      title: 'Popular categories',
      items: items.slice(0, 4),
      layout: { sm: 'grid', md: 'grid', lg: 'grid' },
      columns: { sm: 2, md: 4, lg: 4 },
    },
  },
  carousel: {
    type: 'categoryCards',
    id: 'cards-carousel',
    fields: {
      title: 'Explore',
      items,
      layout: { sm: 'carousel', md: 'carousel', lg: 'carousel' },
      columns: { sm: 2, md: 3, lg: 3 },
    },
  },
  minimal: {
    type: 'categoryCards',
    id: 'cards-minimal',
    fields: { items: items.slice(0, 1) },
  },
  badEnum: {
    type: 'categoryCards',
    id: 'cards-bad-enum',
    fields: {
      items: items.filter((_, index) => index < 2),
      layout: { sm: 'masonry', md: 'grid', lg: 'grid' },
      columns: { sm: 9 },
    },
  },
  invalid: {
    type: 'categoryCards',
    id: 'cards-invalid',
    fields: { title: 'Broken', items: [{ label: 'No image', url: '/c/x-1001' }] },
  },
} as const;
