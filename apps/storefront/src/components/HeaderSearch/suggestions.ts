import type { AutoSuggest } from '@storefront/api-contract';

/**
 * The header search's options (spec 2 §7 autoSuggest): what the combobox lists, in the order the
 * arrow keys walk them. Pure, so the ranking is tested without a browser.
 */

/** One option of the suggestions list; `href` is where choosing it leads. */
export type SuggestionOption =
  | { kind: 'recent'; id: string; label: string; href: string }
  | { kind: 'term'; id: string; label: string; href: string; count: number }
  | { kind: 'category'; id: string; label: string; href: string }
  | {
      kind: 'product';
      id: string;
      label: string;
      href: string;
      image: { url: string; alt: string };
      /** Price in the currency's major unit. */
      price: number;
      currency: string;
    };

/** The groups of the list, in order; a group without options is left out. */
export interface SuggestionGroup {
  kind: SuggestionOption['kind'];
  options: SuggestionOption[];
}

/** How many options of each kind the list shows at most. */
export const suggestionLimits = { recent: 5, term: 5, category: 3, product: 4 } as const;

/** Characters typed before autoSuggest is asked (fewer: recent searches only). */
export const suggestMinLength = 2;

/** Words of a text: lower case, accents kept, split on anything that is not a letter or digit. */
export function normaliseQuery(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The search page's URL for some words. */
export function searchHref(localePath: string, q: string): string {
  return `/${localePath}/search?${new URLSearchParams({ q }).toString()}`;
}

/** A storefront path for an API URL (`/p/...` → `/en-us/p/...`). */
function localised(localePath: string, url: string): string {
  return url.startsWith(`/${localePath}/`) ? url : `/${localePath}${url}`;
}

/**
 * The term completions of `query`: each suggested term replaces the last word being typed
 * (`hiking bo` + `boot` → `hiking boot`). Terms that complete the query's last word come first,
 * then by how many products have them (most first), then alphabetically; the query itself is
 * not offered again.
 */
export function rankTerms(query: string, terms: AutoSuggest['suggestions']): string[] {
  const words = normaliseQuery(query).split(' ').filter(Boolean);
  const last = words.at(-1) ?? '';
  const head = words.slice(0, -1).join(' ');
  const completes = (term: string) => (last && term.startsWith(last) ? 0 : 1);
  const ranked = [...terms].sort(
    (a, b) =>
      completes(a.term) - completes(b.term) || b.count - a.count || a.term.localeCompare(b.term),
  );
  const whole = normaliseQuery(query);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { term } of ranked) {
    const full = completes(term) === 0 && head ? `${head} ${term}` : term;
    if (full === whole || seen.has(full)) continue;
    seen.add(full);
    out.push(full);
  }
  return out;
}

/**
 * The options for what is typed: with fewer than {@link suggestMinLength} characters, the
 * recent searches (most recent first); otherwise the recent searches containing the words,
 * then the term completions ({@link rankTerms}, none repeating a recent search), the
 * categories (names starting with the words first) and the products (autoSuggest's relevance
 * order), each kind cut to {@link suggestionLimits}. Ids are unique in the list (`recent-0`...).
 * @param suggest autoSuggest's answer for `query`, or `undefined` while none has arrived
 * @param recent recent searches, most recent first
 */
export function rankSuggestions(
  query: string,
  suggest: AutoSuggest | undefined,
  recent: readonly string[],
  localePath: string,
): SuggestionGroup[] {
  const words = normaliseQuery(query);
  const term = (label: string) => searchHref(localePath, label);
  const recentOptions = recent
    .filter((r) => words.length < suggestMinLength || normaliseQuery(r).includes(words))
    .slice(0, suggestionLimits.recent)
    .map(
      (label, i): SuggestionOption => ({
        kind: 'recent',
        id: `recent-${i}`,
        label,
        href: term(label),
      }),
    );
  if (words.length < suggestMinLength || !suggest) {
    return recentOptions.length ? [{ kind: 'recent', options: recentOptions }] : [];
  }
  const taken = new Set(recentOptions.map((o) => normaliseQuery(o.label)));
  const counts = new Map(suggest.suggestions.map((s) => [s.term, s.count]));
  const terms = rankTerms(query, suggest.suggestions)
    .filter((t) => !taken.has(t))
    .slice(0, suggestionLimits.term)
    .map(
      (label, i): SuggestionOption => ({
        kind: 'term',
        id: `term-${i}`,
        label,
        href: term(label),
        count: counts.get(label.split(' ').at(-1) ?? label) ?? 0,
      }),
    );
  const startsWith = (name: string) => (normaliseQuery(name).startsWith(words) ? 0 : 1);
  const categories = [...suggest.categories]
    .map((c, order) => ({ c, order }))
    .sort((a, b) => startsWith(a.c.name) - startsWith(b.c.name) || a.order - b.order)
    .slice(0, suggestionLimits.category)
    .map(
      ({ c }, i): SuggestionOption => ({
        kind: 'category',
        id: `category-${i}`,
        label: c.name,
        href: localised(localePath, c.url),
      }),
    );
  const products = suggest.products.slice(0, suggestionLimits.product).map(
    (p, i): SuggestionOption => ({
      kind: 'product',
      id: `product-${i}`,
      label: p.name,
      href: localised(localePath, p.url),
      image: { url: p.image.url, alt: p.image.alt },
      price: p.price.current,
      currency: p.currency,
    }),
  );
  const groups: SuggestionGroup[] = [
    { kind: 'recent', options: recentOptions },
    { kind: 'term', options: terms },
    { kind: 'category', options: categories },
    { kind: 'product', options: products },
  ];
  return groups.filter((g) => g.options.length > 0);
}

/** Every option of the groups, in list order (what the arrow keys walk). */
export function flattenSuggestions(groups: readonly SuggestionGroup[]): SuggestionOption[] {
  return groups.flatMap((g) => g.options);
}

/**
 * The active option after an arrow key (ARIA combobox pattern): down from none is the first,
 * up from none the last; both wrap around. `-1` is no active option (focus stays in the field).
 */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/** Key of the recent searches in localStorage. */
export const recentSearchesKey = 'storefront.recentSearches';

/**
 * The recent searches after a search for `q`: it goes first, an equal one (case and spacing
 * aside) is removed, at most {@link suggestionLimits}.recent are kept.
 */
export function rememberSearch(recent: readonly string[], q: string): string[] {
  const label = q.trim().replace(/\s+/g, ' ');
  if (!label) return [...recent];
  const key = normaliseQuery(label);
  return [label, ...recent.filter((r) => normaliseQuery(r) !== key)].slice(
    0,
    suggestionLimits.recent,
  );
}

/** The recent searches stored as JSON; anything else (missing, broken, not strings) is none. */
export function parseRecentSearches(stored: string | null): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string').slice(0, suggestionLimits.recent)
      : [];
  } catch {
    return [];
  }
}
