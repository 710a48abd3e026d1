/**
 * Lists every internal link of the seed content (`seed/content/*.json`) and whether it resolves
 * to a real storefront page in the document's own locale (spec 1 §2 route shapes):
 * - `/{locale}` home and every static route of the storefront (`apps/storefront/app/[locale]/`
 *   folders with a `page.tsx` and no dynamic segment: cart, checkout, help/contact-us...)
 * - `/{locale}/{page}` of a routed fixed page (`routedAugmentedPages`: promotions, gift-card...)
 *   with an `augmentedpage` document of that locale
 * - a page still being built elsewhere (`pendingRoutes` of e2e/linkRules.ts; none today)
 * - `/{locale}/journal/{slug}`: an `article` document of that slug and locale
 * - `/{locale}/c/{slug}-{4-10 digits}`: a catalogue category with that id
 * - `/{locale}/p/{slug}-{8-11 uppercase alphanumerics}`: a catalogue product with that id
 * - `/{locale}/{slug…}`: a published `page` document of that slug and locale
 * Links without a locale (`/c/men-1000`) are read in the document's locale, as the storefront
 * does (`localisePath` of `@storefront/api-contract`). Links into another locale are reported too.
 *
 * Usage: `node --import tsx packages/mock-api/scripts/check-links.ts [--all]`
 * (`--all` prints resolving links as well). Exits 1 when a link does not resolve.
 */

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routedAugmentedPageOf } from '@storefront/api-contract';
import { isPendingRoute } from '../../../e2e/linkRules';
import { buildCatalogSeed } from '../seed/catalog';
import { readSeedDocuments } from '../src/db/seed';

const locales = ['en-us', 'en-ca', 'fr-ca', 'en-gb'];

/** The static routes of the storefront under `[locale]` (`''` is the home page). */
function staticRoutes(dir: string, prefix = ''): string[] {
  const here = existsSync(join(dir, 'page.tsx')) ? [prefix] : [];
  return here.concat(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !/[[(]/.test(entry.name))
      .flatMap((entry) =>
        staticRoutes(join(dir, entry.name), prefix ? `${prefix}/${entry.name}` : entry.name),
      ),
  );
}
const appDir = fileURLToPath(new URL('../../../apps/storefront/app/[locale]', import.meta.url));
const appRoutes = new Set(staticRoutes(appDir));

/** One link found in a document, with where it was found. */
interface FoundLink {
  docId: string;
  locale: string;
  field: string;
  url: string;
}

/** Collects links from string fields that start with `/` and from `href="…"` in rich text. */
function collect(value: unknown, field: string, found: (field: string, url: string) => void) {
  if (typeof value === 'string') {
    if (/^\/(?!\/)/.test(value) && !value.startsWith('/media')) found(field, value);
    for (const m of value.matchAll(/href="(\/(?!\/)[^"]*)"/g)) found(`${field}(html)`, m[1] ?? '');
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) collect(item, `${field}[${i}]`, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      collect(item, field ? `${field}.${key}` : key, found);
    }
  }
}

const seed = buildCatalogSeed();
const categoryIds = new Set(seed.categories.map((c) => c.id));
const productIds = new Set(seed.products.map((p) => p.id));
const documents = await readSeedDocuments();
const now = new Date().toISOString();
const pages = new Set(
  documents
    .filter((d) => d.docType === 'page' && (d.schedule?.start ?? '') <= now)
    .map((d) => `${d.locale}/${d.slug}`),
);
const augmented = new Set(
  documents
    .filter((d) => d.docType === 'augmentedpage' && (d.schedule?.start ?? '') <= now)
    .map((d) => `${d.locale}/${d.slug}`),
);
const articles = new Set(
  documents.filter((d) => d.docType === 'article').map((d) => `${d.locale}/${d.slug}`),
);

/** Why a link does not resolve, or `null` when it does. */
export function problem(url: string, docLocale: string): string | null {
  const path = url.split(/[?#]/)[0]?.replace(/\/$/, '') ?? '';
  const segments = path.split('/').slice(1);
  let locale = docLocale;
  if (segments[0] && locales.includes(segments[0])) locale = segments.shift() ?? docLocale;
  if (locale !== docLocale && locales.includes(docLocale)) return `other locale (${locale})`;
  const rest = segments.join('/');
  if (appRoutes.has(rest)) return null;
  if (isPendingRoute(`/${locale}/${rest}`)) return null;
  if (routedAugmentedPageOf(rest)) {
    return augmented.has(`${locale}/${rest}`) ? null : 'no such fixed page';
  }
  if (segments[0] === 'c' && segments.length === 2) {
    const id = /-(\d{4,10})$/.exec(segments[1] ?? '')?.[1];
    return id && categoryIds.has(id) ? null : `unknown category ${id ?? segments[1]}`;
  }
  if (segments[0] === 'p' && segments.length === 2) {
    const id = /-([A-Z0-9]{8,11})$/.exec(segments[1] ?? '')?.[1];
    return id && productIds.has(id) ? null : `unknown product ${id ?? segments[1]}`;
  }
  if (segments[0] === 'journal' && segments.length === 2) {
    return articles.has(`${locale}/${segments[1]}`) ? null : 'no such article';
  }
  return pages.has(`${locale}/${rest}`) ? null : 'no such content page';
}

const links: FoundLink[] = [];
for (const doc of documents) {
  collect(doc.slots ?? doc, '', (field, url) =>
    links.push({ docId: doc.id, locale: doc.locale, field, url }),
  );
}
let broken = 0;
const showAll = process.argv.includes('--all');
for (const link of links) {
  const why = problem(link.url, link.locale);
  if (why) broken += 1;
  if (why || showAll) {
    console.log(
      `${why ? 'BROKEN' : 'ok    '} ${link.docId} ${link.field} ${link.url}${why ? ` — ${why}` : ''}`,
    );
  }
}
console.log(`${links.length} links, ${broken} broken`);
process.exitCode = broken > 0 ? 1 : 0;
