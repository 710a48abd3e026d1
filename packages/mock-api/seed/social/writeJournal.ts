/**
 * Writes the journal seed: 12 article pictures in `seed/media/ugc/journal-*.svg` and the
 * article documents (docType `article`, spec 3 §3 "Article") of the four locales in
 * `seed/content/articles-{locale}.json`. Deterministic; run
 * `node --import tsx seed/social/writeJournal.ts` from packages/mock-api to regenerate.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const mediaDir = path.resolve(here, '../media/ugc');
const contentDir = path.resolve(here, '../content');

type Lang = 'en' | 'fr';
const tags: Record<string, Record<Lang, string>> = {
  'trail-running': { en: 'Trail running', fr: 'Trail' },
  hiking: { en: 'Hiking', fr: 'Randonnée' },
  climbing: { en: 'Climbing', fr: 'Escalade' },
  'gear-care': { en: 'Gear care', fr: 'Entretien' },
  stories: { en: 'Stories', fr: 'Récits' },
  events: { en: 'Events', fr: 'Événements' },
  sustainability: { en: 'Sustainability', fr: 'Durabilité' },
};

const articles: { slug: string; tags: string[]; en: [string, string]; fr: [string, string] }[] = [
  {
    slug: 'first-trail-race',
    tags: ['trail-running', 'stories'],
    en: ['Notes from a first trail race', 'What 30 km of mud taught a road runner.'],
    fr: ['Carnet d’un premier trail', 'Ce que 30 km de boue ont appris à une coureuse sur route.'],
  },
  {
    slug: 'waterproof-boot-care',
    tags: ['gear-care', 'hiking', 'sustainability'],
    en: ['Keep waterproof boots waterproof', 'Clean, dry and re-proof in three steps.'],
    fr: [
      'Des bottes imperméables qui le restent',
      'Nettoyer, sécher, réimperméabiliser en trois étapes.',
    ],
  },
  {
    slug: 'hut-to-hut',
    tags: ['hiking', 'stories'],
    en: ['Hut to hut across the high route', 'Six days, five huts and one forgotten sock.'],
    fr: ['De refuge en refuge', 'Six jours, cinq refuges et une chaussette oubliée.'],
  },
  {
    slug: 'bouldering-basics',
    tags: ['climbing'],
    en: ['Bouldering basics', 'Footwork first: the drills coaches swear by.'],
    fr: ['Les bases du bloc', 'Les pieds d’abord : les exercices des entraîneurs.'],
  },
  {
    slug: 'repair-programme',
    tags: ['sustainability', 'gear-care'],
    en: ['Inside our repair programme', 'Two years of free repairs, one resole at a time.'],
    fr: [
      'Dans l’atelier de réparation',
      'Deux ans de réparations gratuites, une semelle à la fois.',
    ],
  },
  {
    slug: 'night-running',
    tags: ['trail-running'],
    en: ['Running after dark', 'Headlamps, layers and the calm of a night trail.'],
    fr: ['Courir à la nuit tombée', 'Frontale, couches et calme des sentiers nocturnes.'],
  },
  {
    slug: 'community-cleanup',
    tags: ['events', 'sustainability'],
    en: ['Join the spring trail clean-up', 'Bring gloves; we bring coffee and bags.'],
    fr: [
      'Nettoyage de printemps des sentiers',
      'Apportez des gants, nous fournissons café et sacs.',
    ],
  },
  {
    slug: 'layering-guide',
    tags: ['hiking', 'gear-care'],
    en: [
      'A layering guide for shoulder season',
      'Base, mid and shell for days that change their mind.',
    ],
    fr: [
      'Guide des couches d’intersaison',
      'Base, intermédiaire et coque pour les jours changeants.',
    ],
  },
  {
    slug: 'crag-etiquette',
    tags: ['climbing', 'stories'],
    en: ['Crag etiquette, explained', 'Share the wall, pack it out, keep it quiet.'],
    fr: ['Savoir-vivre au pied des voies', 'Partager la paroi, tout remporter, rester discret.'],
  },
  {
    slug: 'ultra-nutrition',
    tags: ['trail-running', 'events'],
    en: ['Fuel for your first ultra', 'Carbs per hour and the snacks that survive a pack.'],
    fr: ['Se nourrir sur son premier ultra', 'Glucides par heure et encas qui survivent au sac.'],
  },
  {
    slug: 'winter-hiking',
    tags: ['hiking'],
    en: ['Winter hiking without the chill', 'Traction, warm hands and shorter days.'],
    fr: ['Randonner l’hiver sans froid', 'Crampons légers, mains au chaud et journées courtes.'],
  },
  {
    slug: 'store-meetups',
    tags: ['events', 'trail-running'],
    en: ['Weekly store run meetups', 'Every Thursday at 6 pm, all paces welcome.'],
    fr: ['Sorties hebdomadaires en boutique', 'Chaque jeudi à 18 h, tous les rythmes bienvenus.'],
  },
];

const palettes = [
  ['#7fb8e6', '#3c6e47', '#8cbf7a'],
  ['#f59e6b', '#5a3d5c', '#c98f8f'],
  ['#a7d3c9', '#2f5d62', '#a7c4bc'],
  ['#c9b6e4', '#4b3869', '#b49fcc'],
] as const;

function picture(i: number, title: string): string {
  const [sky, dark, light] = palettes[i % palettes.length] as readonly [string, string, string];
  const x = 200 + ((i * 97) % 700);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" role="img" aria-label="${title}">
  <rect width="1200" height="800" fill="${sky}"/>
  <circle cx="${x}" cy="180" r="70" fill="#fff4cf"/>
  <polygon points="0,520 ${x - 150},260 ${x + 40},470 ${x + 260},220 1200,540 1200,800 0,800" fill="${light}"/>
  <path d="M0 660 Q 300 560 600 650 T 1200 620 V 800 H 0 Z" fill="${dark}"/>
</svg>
`;
}

const locales: { locale: string; siteId: string; lang: Lang }[] = [
  { locale: 'en-us', siteId: 'us', lang: 'en' },
  { locale: 'en-ca', siteId: 'ca', lang: 'en' },
  { locale: 'fr-ca', siteId: 'ca', lang: 'fr' },
  { locale: 'en-gb', siteId: 'gb', lang: 'en' },
];

const eyebrows: Record<Lang, string> = { en: 'Journal', fr: 'Journal' };
const bodyText: Record<Lang, (teaser: string) => string> = {
  en: (t) =>
    `<p>${t}</p><h2>What we learned</h2><p>Start slow, plan for the weather and leave the trail better than you found it. Our staff tested every tip on local routes before writing it down.</p><ul><li>Check the forecast the night before</li><li>Tell someone your route</li><li>Pack one more layer than you think</li></ul>`,
  fr: (t) =>
    `<p>${t}</p><h2>Ce que nous avons appris</h2><p>Partir doucement, prévoir la météo et laisser le sentier plus propre qu’à l’arrivée. L’équipe a testé chaque conseil sur des parcours locaux.</p><ul><li>Consulter la météo la veille</li><li>Indiquer son itinéraire à un proche</li><li>Prendre une couche de plus</li></ul>`,
};

articles.forEach((a, i) => {
  writeFileSync(
    path.join(mediaDir, `journal-${String(i + 1).padStart(2, '0')}.svg`),
    picture(i, a.en[0]),
  );
});

for (const { locale, siteId, lang } of locales) {
  const docs = articles.map((a, i) => {
    const [title, teaser] = a[lang];
    // One article a week, the first one newest.
    const date = new Date(Date.UTC(2026, 9, 26 - i * 7)).toISOString().slice(0, 10);
    return {
      id: `article-${a.slug}-${locale}`,
      docType: 'article',
      slug: a.slug,
      siteId,
      locale,
      title,
      seo: { title: `${title} | Summit Lab Journal`, description: teaser },
      url: `/${locale}/journal/${a.slug}`,
      picture: { url: `{{MEDIA}}/ugc/journal-${String(i + 1).padStart(2, '0')}.svg`, alt: title },
      tags: a.tags.map((id) => ({ id, label: (tags[id] as Record<Lang, string>)[lang] })),
      eyebrow: eyebrows[lang],
      date,
      teaser,
      updatedAt: `${date}T08:00:00Z`,
      slots: {
        main: [
          {
            type: 'richText',
            id: `article-${a.slug}-body`,
            fields: { html: bodyText[lang](teaser), width: 'narrow' },
          },
        ],
      },
    };
  });
  writeFileSync(
    path.join(contentDir, `articles-${locale}.json`),
    `${JSON.stringify(docs, null, 2)}\n`,
  );
}
console.log(`wrote ${articles.length} articles × ${locales.length} locales`);
