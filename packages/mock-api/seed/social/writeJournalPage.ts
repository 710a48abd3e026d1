/**
 * Writes `seed/content/journal.json`: the journal landing page (`page/{siteId}/journal`) of the
 * four locales with a hero, the article grid and two user-generated-content galleries (a
 * stream gallery and a customer gallery, the second service). Run
 * `node --import tsx seed/social/writeJournalPage.ts` from packages/mock-api.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const words = {
  en: {
    title: 'The Journal',
    overline: 'Stories and guides',
    subtitle: 'Trail notes, gear care and community events from the Summit Lab team.',
    grid: 'Latest from the journal',
    gallery: '#summitlab on the trail',
    customer: 'Climbers’ picks',
    description: 'Stories, guides and events: trail running, hiking, climbing and gear care.',
  },
  fr: {
    title: 'Le Journal',
    overline: 'Récits et guides',
    subtitle: 'Carnets de sentier, entretien du matériel et événements de la communauté.',
    grid: 'Les derniers articles',
    gallery: '#summitlab sur les sentiers',
    customer: 'La sélection des grimpeurs',
    description: 'Récits, guides et événements : trail, randonnée, escalade et entretien.',
  },
};
const locales = [
  { locale: 'en-us', siteId: 'us', lang: 'en', customer: 'alpine-na' },
  { locale: 'en-ca', siteId: 'ca', lang: 'en', customer: 'alpine-na' },
  { locale: 'fr-ca', siteId: 'ca', lang: 'fr', customer: 'alpine-na' },
  { locale: 'en-gb', siteId: 'gb', lang: 'en', customer: 'alpine-gb' },
] as const;

const docs = locales.map(({ locale, siteId, lang, customer }) => {
  const w = words[lang];
  const id = (part: string) => `journal-${locale}-${part}`;
  return {
    id: `journal-${locale}`,
    docType: 'page',
    pageKind: 'generic',
    slug: 'journal',
    siteId,
    locale,
    title: w.title,
    seo: { title: `${w.title} — Summit Lab`, description: w.description },
    layoutVariant: 'default',
    updatedAt: '2026-10-26T08:00:00Z',
    slots: {
      main: [
        {
          type: 'heroBanner',
          id: id('hero'),
          fields: {
            overline: w.overline,
            title: w.title,
            titleH1: true,
            subtitle: w.subtitle,
            media: {
              sm: { url: '{{MEDIA}}/ugc/journal-03.svg', width: 1200, height: 800, alt: '' },
            },
            linkType: 'No-CTA',
            alignment: 'left',
            backgroundColor: 'surfaceInverse',
            gradientStyle: 'full',
            isFullWidth: true,
          },
        },
        { type: 'articleGrid', id: id('grid'), fields: { title: w.grid, showFilters: true } },
        {
          type: 'ugcGallery',
          id: id('gallery'),
          fields: {
            kind: 'stream',
            containerId: 'str-community',
            title: w.gallery,
            galleryUrls: { [locale]: `/${locale}/journal` },
            defaultLocale: 'en-us',
            count: 12,
            layout: 'carousel',
          },
        },
        {
          type: 'ugcGallery',
          id: id('customer-gallery'),
          fields: {
            kind: 'customer',
            containerId: customer,
            filter: 'climb',
            title: w.customer,
            defaultLocale: 'en-us',
            count: 6,
            layout: 'grid',
          },
        },
      ],
    },
  };
});
writeFileSync(path.resolve(here, '../content/journal.json'), `${JSON.stringify(docs, null, 2)}\n`);
console.log(`wrote ${docs.length} journal pages`);
