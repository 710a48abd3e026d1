import type { AutoSuggest } from '@storefront/api-contract';

/**
 * The no-results state's suggestions (spec 2 §7 autoSuggest, asked again with a shorter probe):
 * a misspelt word (`bootz`, `sandls`) still shares its first letters with real terms.
 */

/** Letters of the probe: autoSuggest completes them into terms. */
export const probeLength = 3;

/**
 * The words to ask autoSuggest for when `q` found nothing: the first {@link probeLength}
 * letters of its longest word, or `undefined` when no word is longer than that (nothing
 * shorter to try).
 */
export function noResultsProbe(q: string): string | undefined {
  const longest = q
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .reduce((a, b) => (b.length > a.length ? b : a), '');
  return longest.length > probeLength ? longest.slice(0, probeLength) : undefined;
}

/** Up to `limit` suggested terms, most products first, none equal to a word of `q`. */
export function noResultsTerms(q: string, suggest: AutoSuggest | undefined, limit = 5): string[] {
  const words = new Set(q.toLocaleLowerCase().split(/[^\p{L}\p{N}]+/u));
  return [...(suggest?.suggestions ?? [])]
    .filter((s) => !words.has(s.term))
    .sort((a, b) => b.count - a.count || a.term.localeCompare(b.term))
    .slice(0, limit)
    .map((s) => s.term);
}
