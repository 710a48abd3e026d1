import { demoImage } from '../../fixtures/media';

const item = (title: string, text: string, slug: string, sky: string, ground: string) => ({
  title,
  text,
  url: `/stories/${slug}`,
  image: {
    url: demoImage(800, 600, { sky, ground, accent: '#e9b872' }),
    width: 800,
    height: 600,
    alt: `${title}: illustration`,
  },
});

const items = [
  item('Hiking', 'Boots and layers for long days on the trail.', 'hiking', '#2f4f4a', '#1b2e2b'),
  item(
    'Trail running',
    'Light shoes with grip for fast miles.',
    'trail-running',
    '#3a4a6b',
    '#1e2a40',
  ),
  item('Climbing', 'Approach shoes and chalk-ready packs.', 'climbing', '#8a5a3b', '#4a2e1c'),
  item('Camping', 'Warm fleece and waterproof shells.', 'camping', '#4b3a5a', '#2a1f33'),
];

/** CMS JSON of `verticalList` blocks: valid (image right), image left, minimal, invalid. */
export const verticalListFixtures = {
  valid: {
    type: 'verticalList',
    id: 'vertical-list-valid',
    fields: { title: 'Find your activity', titleHeadingTag: 'h2', items },
  },
  imageLeft: {
    type: 'verticalList',
    id: 'vertical-list-left',
    fields: {
      title: 'Guides',
      imagePosition: 'left',
      titleHeadingTag: 'h9',
      items: items.slice(0, 3),
    },
  },
  minimal: {
    type: 'verticalList',
    id: 'vertical-list-minimal',
    fields: { items: items.slice(0, 1) },
  },
  invalid: {
    type: 'verticalList',
    id: 'vertical-list-invalid',
    fields: { title: 'Broken list', items: [{ title: '', url: 'javascript:alert(1)' }] },
  },
} as const;
