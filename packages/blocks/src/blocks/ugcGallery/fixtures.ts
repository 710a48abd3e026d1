import { demoImage } from '../../fixtures/media';
import type { GalleryMedia } from '../../services/editorial';

const gallery = (id: string, fields: Record<string, unknown>) =>
  ({ type: 'ugcGallery', id, fields }) as const;

const palettes = [
  { sky: '#7fb8e6', ground: '#3c6e47', accent: '#ffd66b' },
  { sky: '#f59e6b', ground: '#5a3d5c', accent: '#fff1c1' },
  { sky: '#1f3a5f', ground: '#0f1f33', accent: '#f2f2e6' },
  { sky: '#a7d3c9', ground: '#2f5d62', accent: '#fbe7a1' },
] as const;
const subjects = [
  ['trail', 'runner on a ridge trail'],
  ['hike', 'hikers on an alpine meadow'],
  ['climb', 'climber on a granite wall'],
  ['city', 'sneakers on a city crosswalk'],
  ['snow', 'snowshoer under pines'],
] as const;
const users = ['@trailmara', '@alpine.jo', '@kestrel_runs', '@lucie.grimpe'];

/** 15 demo gallery media (local `data:` images) for the gallery simulator. */
export const demoGalleryMedia: GalleryMedia[] = Array.from({ length: 15 }, (_, i) => {
  const [category, subject] = subjects[i % subjects.length] as (typeof subjects)[number];
  const user = users[i % users.length] as string;
  return {
    id: `med-${String(i + 1).padStart(4, '0')}`,
    imageUrl: demoImage(600, 600, palettes[i % palettes.length]),
    altText: `Photo shared by ${user}: ${subject}`,
    caption: `${subject[0]?.toUpperCase()}${subject.slice(1)} #summitlab #${category}`,
    username: user,
    width: 600,
    height: 600,
  };
});

/** CMS JSON of `ugcGallery` blocks: both kinds, grid, minimal, bad values and invalid. */
export const ugcGalleryFixtures = {
  valid: gallery('gallery-valid', {
    kind: 'stream',
    containerId: 'str-community',
    title: '#summitlab on the trail',
    galleryUrls: { 'en-us': '/en-us/community', 'fr-ca': '/fr-ca/communaute' },
    defaultLocale: 'en-us',
    count: 12,
    layout: 'carousel',
  }),
  customer: gallery('gallery-customer', {
    kind: 'customer',
    containerId: 'alpine-na',
    filter: 'climb',
    title: 'Climbers’ picks',
    galleryUrls: { 'en-us': '/en-us/community' },
    defaultLocale: 'en-us',
    layout: 'grid',
    count: 6,
  }),
  grid: gallery('gallery-grid', {
    kind: 'stream',
    containerId: 'str-community',
    title: 'Shared by you',
    layout: 'grid',
    count: 12,
  }),
  minimal: gallery('gallery-minimal', { containerId: 'str-community' }),
  badEnums: gallery('gallery-bad', {
    kind: 'tertiary',
    containerId: 'str-community',
    layout: 'masonry',
    count: 500,
    defaultLocale: 1,
  }),
  invalid: gallery('gallery-invalid', {
    kind: 'stream',
    title: 'No container',
    galleryUrls: { 'en-us': 'javascript:alert(1)' },
  }),
} as const;
