import { Button, Inline, Stack } from '@storefront/ui';
import type { ReactNode } from 'react';
import { CatalogPageFrame } from '../CatalogPageFrame';
import * as styles from './SearchPage.css';

/** A suggested search or category. */
export interface SearchLink {
  href: string;
  label: string;
}

/** The words of {@link SearchPageView} (the `search` messages, `shell` for the failure). */
export interface SearchPageWords {
  /** The `h1`: "Results for “boots”", or "Search" with no words. */
  heading: string;
  formLabel: string;
  submit: string;
  prompt: string;
  categories: string;
  /** "No results for “bootz”". */
  noResults: string;
  noResultsText: string;
  tryTerms: string;
  /** The search service failed (the `shell` `contentUnavailable.text`). */
  unavailable: string;
}

/** What the search found: nothing asked yet, a failure, no results, or results. */
export type SearchPageState = 'prompt' | 'failed' | 'noResults' | 'results';

/** Props of {@link SearchPageView}. */
export interface SearchPageViewProps {
  /** `/{locale}/search`: the form's action. */
  basePath: string;
  /** The words searched (the `q` query), none on the prompt. */
  q?: string | undefined;
  state: SearchPageState;
  words: SearchPageWords;
  /** Terms to try instead (no results). */
  termLinks?: readonly SearchLink[];
  /** The top categories (prompt and no results). */
  categoryLinks?: readonly SearchLink[];
  /** The preview bar (preview only). */
  preview?: { label: string; dateTime?: string | undefined } | undefined;
  /** A content slot of the `search` page kind (`top`, `main`, `bottom`; spec 2 §7). */
  slot?: (name: 'top' | 'main' | 'bottom') => ReactNode;
  /** The results: the listing with facets, sort, cards and pages (state `results`). */
  results?: ReactNode;
  /** The page's analytics island (spec 2 §2 search analytics). */
  analytics?: ReactNode;
}

/** Links to suggested searches or categories, as pills. */
function Suggestions({ title, links }: { title: string; links: readonly SearchLink[] }) {
  if (links.length === 0) return null;
  const id = `suggest-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Stack as="section" gap="sm" aria-labelledby={id}>
      <h2 id={id} className={styles.subheading}>
        {title}
      </h2>
      <Inline as="ul" gap="xs" className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <a className={styles.chip} href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
      </Inline>
    </Stack>
  );
}

/**
 * The search page's markup (spec 2 §2 page type `search`), without its data: the words searched
 * as the `h1`, a GET form to search again (works without JavaScript), the `search` page kind's
 * slots (`top` first, `main` above the results or under the no-results suggestions, `bottom`
 * last) and one of four states: a prompt with the categories; the service's failure as an
 * alert; no results, announced as a status, with terms to try and the categories; the results.
 * `SearchPage` reads the data and renders it; stories render it with fixtures.
 */
export function SearchPageView({
  basePath,
  q,
  state,
  words,
  termLinks = [],
  categoryLinks = [],
  preview,
  slot = () => null,
  results,
  analytics,
}: SearchPageViewProps) {
  return (
    <CatalogPageFrame preview={preview} title={words.heading}>
      <search aria-label={words.formLabel}>
        <form action={basePath} method="get">
          <Stack gap="xs" className={styles.form}>
            <label className={styles.label} htmlFor="search-page-q">
              {words.formLabel}
            </label>
            <Inline gap="xs" wrap={false}>
              <input
                id="search-page-q"
                className={styles.input}
                type="search"
                name="q"
                required
                maxLength={200}
                defaultValue={q ?? ''}
              />
              <Button type="submit">{words.submit}</Button>
            </Inline>
          </Stack>
        </form>
      </search>
      {slot('top')}
      {state === 'prompt' ? (
        <>
          <p className={styles.text}>{words.prompt}</p>
          <Suggestions title={words.categories} links={categoryLinks} />
        </>
      ) : state === 'failed' ? (
        <p role="alert" className={styles.alert}>
          {words.unavailable}
        </p>
      ) : state === 'noResults' ? (
        <Stack gap="lg">
          <Stack gap="xs" role="status">
            <h2 className={styles.subheading}>{words.noResults}</h2>
            <p className={styles.text}>{words.noResultsText}</p>
          </Stack>
          <Suggestions title={words.tryTerms} links={termLinks} />
          <Suggestions title={words.categories} links={categoryLinks} />
          {slot('main')}
        </Stack>
      ) : (
        <>
          {slot('main')}
          {results}
        </>
      )}
      {analytics}
      {slot('bottom')}
    </CatalogPageFrame>
  );
}
