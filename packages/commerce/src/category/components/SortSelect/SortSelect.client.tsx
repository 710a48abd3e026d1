'use client';

import type { SearchSort } from '@storefront/api-contract';
import { Button } from '@storefront/ui';
import { useId } from 'react';
import type { CatalogLabels } from '../../../catalog/catalogLabels';
import { type ListingState, listingQuery } from '../../listingQuery';
import * as styles from './SortSelect.css';

/** Props of {@link SortSelect}. */
export interface SortSelectProps {
  /** Sort orders the search offers (its `sortOptions`). */
  options: readonly SearchSort[];
  /** The listing state of the current URL (its filters travel along, the page goes back to 1). */
  state: ListingState;
  /** The category path the form submits to. */
  basePath: string;
  /** Submit as soon as a sort is chosen (with JavaScript); `true` by default. */
  submitOnChange?: boolean;
  /**
   * Its words (`catalog` catalogue: `sortBy`, `applySort`, `sorts`), all strings, so a server
   * page passes them and the page needs no message runtime in the browser.
   */
  labels: SortSelectLabels;
}

/** The words of {@link SortSelect}: a pick of {@link CatalogLabels}. */
export type SortSelectLabels = Pick<CatalogLabels, 'sortBy' | 'applySort' | 'sorts'>;

/**
 * The sort of a listing: a GET form (works without JavaScript through its Apply button) with a
 * native select named `sort` and the current filters as hidden fields; with JavaScript a choice
 * submits at once. Changing the sort goes back to page 1.
 */
export function SortSelect({
  options,
  state,
  basePath,
  submitOnChange = true,
  labels,
}: SortSelectProps) {
  const id = useId();
  const hidden = [...listingQuery({ ...state, sort: 'relevance', page: 1 }).entries()];
  return (
    <form className={styles.form} method="get" action={basePath}>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className={styles.label} htmlFor={id}>
        {labels.sortBy}
      </label>
      <select
        id={id}
        name="sort"
        className={styles.select}
        defaultValue={state.sort}
        onChange={(event) => {
          if (submitOnChange) event.currentTarget.form?.requestSubmit();
        }}
      >
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {labels.sorts[sort]}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary" size="sm">
        {labels.applySort}
      </Button>
    </form>
  );
}
