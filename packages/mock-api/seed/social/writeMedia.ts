/**
 * Writes the social gallery seed: 30 illustrated SVG "photos" in `seed/media/ugc/` and
 * `seed/social/gallery.json` (customers, categories, streams, media). Deterministic; run
 * `node --import tsx seed/social/writeMedia.ts` from packages/mock-api to regenerate.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const mediaDir = path.resolve(here, '../media/ugc');

const scenes = [
  { sky: ['#7fb8e6', '#d9ecf7'], hills: ['#3c6e47', '#5b8f5f', '#8cbf7a'], sun: '#ffd66b' },
  { sky: ['#f59e6b', '#fde0b5'], hills: ['#5a3d5c', '#8a5a7a', '#c98f8f'], sun: '#fff1c1' },
  { sky: ['#1f3a5f', '#4d6f99'], hills: ['#0f1f33', '#263f5e', '#4f6f8f'], sun: '#f2f2e6' },
  { sky: ['#a7d3c9', '#eef7f3'], hills: ['#2f5d62', '#5e8b7e', '#a7c4bc'], sun: '#fbe7a1' },
  { sky: ['#c9b6e4', '#f3ecfa'], hills: ['#4b3869', '#7a5c99', '#b49fcc'], sun: '#ffe9a8' },
] as const;

const categories = [
  { id: 'trail', name: 'Trail running' },
  { id: 'hike', name: 'Hiking' },
  { id: 'climb', name: 'Climbing' },
  { id: 'city', name: 'City' },
  { id: 'snow', name: 'Snow' },
];

const subjects: Record<string, string[]> = {
  trail: ['runner on a ridge trail', 'runner crossing a creek', 'trail shoes on a rocky path'],
  hike: ['hikers on an alpine meadow', 'backpack at a summit cairn', 'boots by a mountain lake'],
  climb: ['climber on a granite wall', 'chalked hands on a boulder', 'rope coiled at the crag'],
  city: ['sneakers on a city crosswalk', 'jacket on a rainy street', 'commuter by a canal'],
  snow: ['snowshoer under pines', 'ski touring at sunrise', 'insulated boots in fresh snow'],
};

const usernames = [
  '@trailmara',
  '@alpine.jo',
  '@kestrel_runs',
  '@lucie.grimpe',
  '@northsam',
  '@ridgeline.ana',
];

function svg(index: number, subject: string): string {
  const s = scenes[index % scenes.length] as (typeof scenes)[number];
  const portrait = index % 3 === 1;
  const w = 600;
  const h = portrait ? 750 : 600;
  const shift = (index * 37) % 200;
  const peak = (x: number, y: number) => `${x},${y}`;
  const far = [
    peak(0, h * 0.62),
    peak(120 + shift / 2, h * 0.3),
    peak(260, h * 0.5),
    peak(400 - shift / 3, h * 0.25),
    peak(600, h * 0.55),
    peak(600, h),
    peak(0, h),
  ].join(' ');
  const mid = [
    peak(0, h * 0.72),
    peak(180, h * 0.48 + shift / 4),
    peak(340, h * 0.66),
    peak(480, h * 0.45),
    peak(600, h * 0.7),
    peak(600, h),
    peak(0, h),
  ].join(' ');
  const near = `M0 ${h * 0.85} Q ${150 + shift} ${h * 0.75} 300 ${h * 0.86} T 600 ${h * 0.82} V ${h} H 0 Z`;
  const sunX = 90 + ((index * 71) % 420);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${subject}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${h * 0.2}" r="${36 + (index % 4) * 8}" fill="${s.sun}"/>
  <polygon points="${far}" fill="${s.hills[2]}"/>
  <polygon points="${mid}" fill="${s.hills[1]}"/>
  <path d="${near}" fill="${s.hills[0]}"/>
  <g fill="${s.hills[0]}" transform="translate(${260 + (shift % 120)} ${h * 0.7})"><circle cx="0" cy="-38" r="9"/><path d="M-7 -28 h14 l6 30 h-8 l-3 22 h-4 l-2 -22 h-4 l-2 22 h-4 l-3 -22 h-8 z"/></g>
</svg>
`;
}

mkdirSync(mediaDir, { recursive: true });
const media = [];
for (let i = 0; i < 30; i++) {
  const category = categories[i % categories.length] as (typeof categories)[number];
  const list = subjects[category.id] as string[];
  const subject = list[Math.floor(i / categories.length) % list.length] as string;
  const file = `ugc-${String(i + 1).padStart(2, '0')}.svg`;
  writeFileSync(path.join(mediaDir, file), svg(i, subject));
  const portrait = i % 3 === 1;
  const streams = ['str-community'];
  if (i % 2 === 0)
    streams.push(
      category.id === 'city' || category.id === 'snow' ? 'str-lifestyle' : 'str-outdoor',
    );
  if (i % 5 === 0) streams.push('str-journal');
  media.push({
    id: `med-${String(i + 1).padStart(4, '0')}`,
    customerId: i % 6 === 5 ? 'alpine-gb' : 'alpine-na',
    categoryId: category.id,
    streamIds: streams,
    username: usernames[i % usernames.length],
    source: i % 4 === 3 ? 'tiktok' : 'instagram',
    caption: `${subject[0]?.toUpperCase()}${subject.slice(1)} #summitlab #${category.id}`,
    altText: `Photo shared by ${usernames[i % usernames.length]}: ${subject}`,
    image: `ugc/${file}`,
    width: 600,
    height: portrait ? 750 : 600,
    likes: (i * 53) % 400,
    // One post a day, newest first by index.
    createdAt: new Date(Date.UTC(2026, 9, 30 - i, 9 + (i % 8))).toISOString(),
  });
}

const gallery = {
  customers: [
    { id: 'alpine-na', name: 'Summit Lab North America' },
    { id: 'alpine-gb', name: 'Summit Lab UK' },
  ],
  categories,
  streams: [
    { id: 'str-community', customerId: 'alpine-na', name: 'Community' },
    { id: 'str-outdoor', customerId: 'alpine-na', name: 'Out there' },
    { id: 'str-lifestyle', customerId: 'alpine-na', name: 'Everyday' },
    { id: 'str-journal', customerId: 'alpine-gb', name: 'Journal picks' },
    { id: 'str-empty', customerId: 'alpine-gb', name: 'Coming soon' },
  ],
  users: [{ id: 'usr-0001', screenName: '@trailmara', email: 'mara@example.com' }],
  media,
};
writeFileSync(path.join(here, 'gallery.json'), `${JSON.stringify(gallery, null, 2)}\n`);
console.log(`wrote ${media.length} media to ${mediaDir}`);
