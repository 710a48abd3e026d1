'use client';
import { useEffect } from 'react';
import {
  type ProductOrigin,
  productClickEvent,
  productOriginAttribute,
  searchHubViewEvent,
  searchTermAttribute,
  searchViewEvent,
} from '../../lib/searchAnalytics';
import { pushAnalyticsEvent } from '../../lib/services/analytics.client';

/** Props of {@link SearchAnalytics}. */
export type SearchAnalyticsProps =
  /** A search page: its words, products found and page. */
  | { view: 'search'; term: string; total: number; page: number }
  /** The search hub. */
  | { view: 'searchHub' }
  /** No view event: product clicks only (a category grid). */
  | { view?: undefined };

/**
 * The analytics of a search or listing page (spec 2 §2, spec 3 §9), through the one dispatcher
 * `pushAnalyticsEvent`: the page's view event once per URL, and a product click (origin,
 * product id, position) for every product link inside an element with
 * `data-product-origin`. Renders nothing.
 */
export function SearchAnalytics(props: SearchAnalyticsProps) {
  const key =
    props.view === 'search' ? `${props.term}|${props.total}|${props.page}` : (props.view ?? '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per view (the key), not per render
  useEffect(() => {
    const path = window.location.pathname;
    if (props.view === 'search') pushAnalyticsEvent(searchViewEvent(path, props));
    else if (props.view === 'searchHub') pushAnalyticsEvent(searchHubViewEvent(path));
  }, [key]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const list = link?.closest(`[${productOriginAttribute}]`);
      if (!link || !list) return;
      const item = link.closest('li');
      const siblings = item?.parentElement ? Array.from(item.parentElement.children) : [];
      const term = list.getAttribute(searchTermAttribute);
      const click = productClickEvent(window.location.pathname, {
        href: (link as HTMLAnchorElement).href,
        position: item ? siblings.indexOf(item) + 1 : 0,
        origin: list.getAttribute(productOriginAttribute) as ProductOrigin,
        ...(term ? { searchTerm: term } : {}),
      });
      if (click) pushAnalyticsEvent(click);
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);
  return null;
}
