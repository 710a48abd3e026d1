import type { Facet } from '@storefront/api-contract';
import { Icon, Stack, VisuallyHidden } from '@storefront/ui';
import type { CatalogLabels } from '../../../catalog/catalogLabels';
import {
  isFacetSelected,
  type ListingState,
  listingHref,
  selectedFacetCount,
} from '../../listingQuery';
import * as styles from './Facets.css';

/** Props of {@link Facets}. */
export interface FacetsProps {
  /** Facets of the search answer, with disjunctive counts (spec 2 §7 product search). */
  facets: readonly Facet[];
  /** The listing state of the current URL. */
  state: ListingState;
  /** The category path the links go to, e.g. `/en-us/c/footwear-3000`. */
  basePath: string;
  /** Facet id → value → CSS colour, for colour swatches (from the tiles' colours). */
  swatches?: Record<string, string>;
  /** Facets open at first; those with a selection are always open. Default: the first two. */
  openCount?: number;
  /** Heading level of "Filters"; 2 by default. */
  headingLevel?: 2 | 3;
  labels: CatalogLabels;
}

/**
 * The filters of a category page (server component, no JavaScript needed): one disclosure
 * (`<details>`) per facet whose values are links toggling `f_{facet}` in the URL (back to page
 * 1), each with its count and a check mark when selected (also said to screen readers); a link
 * clears a facet or everything. Values without products are left out unless selected.
 */
export function Facets({
  facets,
  state,
  basePath,
  swatches = {},
  openCount = 2,
  headingLevel = 2,
  labels,
}: FacetsProps) {
  const Heading = `h${headingLevel}` as const;
  const shown = facets.filter((facet) => facet.values.length > 0);
  return (
    <Stack as="section" gap="sm" aria-labelledby="facets-heading">
      <Heading id="facets-heading" className={styles.heading}>
        {labels.filters}
      </Heading>
      {selectedFacetCount(state) > 0 ? (
        <a className={styles.clear} href={listingHref(basePath, state, { clear: 'all' })}>
          {labels.clearAll}
        </a>
      ) : null}
      {shown.map((facet, index) => {
        const active = (state.facets[facet.id]?.length ?? 0) > 0;
        return (
          <details key={facet.id} className={styles.facet} open={active || index < openCount}>
            <summary className={styles.summary}>{facet.label}</summary>
            <ul className={styles.list}>
              {facet.values
                .filter((v) => v.count > 0 || isFacetSelected(state, facet.id, v.value))
                .map((v) => {
                  const on = isFacetSelected(state, facet.id, v.value);
                  const swatch = facet.id === 'color' ? swatches[v.value] : undefined;
                  return (
                    <li key={v.value}>
                      <a
                        className={styles.value}
                        href={listingHref(basePath, state, {
                          toggle: { id: facet.id, value: v.value },
                        })}
                        rel="nofollow"
                        data-selected={on}
                      >
                        <span
                          className={`${styles.box} ${on ? styles.boxOn : ''}`}
                          aria-hidden="true"
                        >
                          {on ? <Icon name="check" size="sm" /> : null}
                        </span>
                        {swatch ? (
                          <span
                            className={styles.swatch}
                            style={{ background: swatch }}
                            aria-hidden="true"
                          />
                        ) : null}
                        {labels.facetValue(v.label, v.count)}
                        {on ? <VisuallyHidden>, {labels.selected}</VisuallyHidden> : null}
                      </a>
                    </li>
                  );
                })}
            </ul>
            {active ? (
              <a className={styles.clear} href={listingHref(basePath, state, { clear: facet.id })}>
                {labels.clearFacet(facet.label)}
              </a>
            ) : null}
          </details>
        );
      })}
    </Stack>
  );
}
