'use client';

import type { SearchSort } from '@storefront/api-contract';
import { Button } from '@storefront/ui';
import { useId } from 'react';
import { type ListingState, listingQuery } from '../../category/listingQuery';
import { useCatalogLabels } from '../../messages/useLabels.client';
import type { CatalogLabels } from '../catalogLabels';
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
  /** Words instead of the `catalog` catalogue's (only from a client parent: they hold functions). */
  labels?: CatalogLabels;
}

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
  labels: ownLabels,
}: SortSelectProps) {
  const labels = useCatalogLabels(ownLabels);
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
