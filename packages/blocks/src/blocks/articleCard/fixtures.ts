import type { ArticleSummary } from '@storefront/api-contract';
import { demoImage } from '../../fixtures/media';

const palettes = [
  { sky: '#7fb8e6', ground: '#3c6e47', accent: '#ffd66b' },
  { sky: '#f59e6b', ground: '#5a3d5c', accent: '#fff1c1' },
  { sky: '#a7d3c9', ground: '#2f5d62', accent: '#fbe7a1' },
  { sky: '#c9b6e4', ground: '#4b3869', accent: '#ffe9a8' },
] as const;

const tagLabels: Record<string, string> = {
  'trail-running': 'Trail running',
  hiking: 'Hiking',
  climbing: 'Climbing',
  'gear-care': 'Gear care',
  stories: 'Stories',
  events: 'Events',
  sustainability: 'Sustainability',
};

const list: [slug: string, title: string, teaser: string, tags: string[]][] = [
  [
    'first-trail-race',
    'Notes from a first trail race',
    'What 30 km of mud taught a road runner.',
    ['trail-running', 'stories'],
  ],
  [
    'waterproof-boot-care',
    'Keep waterproof boots waterproof',
    'Clean, dry and re-proof in three steps.',
    ['gear-care', 'hiking', 'sustainability'],
  ],
  [
    'hut-to-hut',
    'Hut to hut across the high route',
    'Six days, five huts and one forgotten sock.',
    ['hiking', 'stories'],
  ],
  [
    'bouldering-basics',
    'Bouldering basics',
    'Footwork first: the drills coaches swear by.',
    ['climbing'],
  ],
  [
    'repair-programme',
    'Inside our repair programme',
    'Two years of free repairs, one resole at a time.',
    ['sustainability', 'gear-care'],
  ],
  [
    'night-running',
    'Running after dark',
    'Headlamps, layers and the calm of a night trail.',
    ['trail-running'],
  ],
  [
    'community-cleanup',
    'Join the spring trail clean-up',
    'Bring gloves; we bring coffee and bags.',
    ['events', 'sustainability'],
  ],
  [
    'layering-guide',
    'A layering guide for shoulder season',
    'Base, mid and shell for days that change their mind.',
    ['hiking', 'gear-care'],
  ],
  [
    'crag-etiquette',
    'Crag etiquette, explained',
    'Share the wall, pack it out, keep it quiet.',
    ['climbing', 'stories'],
  ],
  [
    'ultra-nutrition',
    'Fuel for your first ultra',
    'Carbs per hour and the snacks that survive a pack.',
    ['trail-running', 'events'],
  ],
  [
    'winter-hiking',
    'Winter hiking without the chill',
    'Traction, warm hands and shorter days.',
    ['hiking'],
  ],
  [
    'store-meetups',
    'Weekly store run meetups',
    'Every Thursday at 6 pm, all paces welcome.',
    ['events', 'trail-running'],
  ],
];

/**
 * 12 demo articles (local `data:` pictures, one a week from 26 Oct 2026 back), the same set as
 * the mock API's journal seed, for the article search simulator.
 */
export const demoArticles: ArticleSummary[] = list.map(([slug, title, teaser, tags], i) => ({
  id: `article-${slug}-en-us`,
  title,
  url: `/en-us/journal/${slug}`,
  picture: { url: demoImage(1200, 800, palettes[i % palettes.length]), alt: title },
  tags: tags.map((id) => ({ id, label: tagLabels[id] ?? id })),
  eyebrow: 'Journal',
  date: new Date(Date.UTC(2026, 9, 26 - i * 7)).toISOString().slice(0, 10),
  teaser,
}));

const card = (id: string, fields: Record<string, unknown>) =>
  ({ type: 'articleCard', id, fields }) as const;
const [first, second] = demoArticles as [ArticleSummary, ArticleSummary];

/** CMS JSON of `articleCard` blocks: card, teaser, minimal, bad variant and invalid. */
export const articleCardFixtures = {
  valid: card('article-card-valid', { article: first, variant: 'card' }),
  teaser: card('article-card-teaser', { article: second, variant: 'teaser' }),
  minimal: card('article-card-minimal', {
    article: {
      title: 'Bouldering basics',
      url: '/en-us/journal/bouldering-basics',
      picture: { url: first.picture.url },
      date: '2026-10-05',
    },
  }),
  badVariant: card('article-card-bad', { article: first, variant: 'poster' }),
  invalid: card('article-card-invalid', {
    article: { title: '', url: 'javascript:alert(1)', picture: { url: 'x' }, date: 'yesterday' },
  }),
} as const;
