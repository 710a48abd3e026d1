import {
  type Facet,
  type ProductSearch,
  type SearchFacetId,
  type SearchSort,
  searchFacetIds,
  searchSorts,
} from '@storefront/api-contract';
import type { CategoryRow } from '../db/schema';
import { categoryName } from './categories';
import { type ProductBundle, productPrice, toTile, type ViewContext } from './repository';

/** A parsed product search. */
export interface SearchInput {
  q: string;
  categoryId?: string;
  sort: SearchSort;
  page: number;
  limit: number;
  facets: Partial<Record<SearchFacetId, string[]>>;
}

/** Price buckets of the price facet (major units of the answer's currency). */
export const priceBuckets = [
  { value: '0-50', min: 0, max: 50 },
  { value: '50-100', min: 50, max: 100 },
  { value: '100-150', min: 100, max: 150 },
  { value: '150-200', min: 150, max: 200 },
  { value: '200-', min: 200, max: Number.POSITIVE_INFINITY },
] as const;

const facetLabels: Record<SearchFacetId, string> = {
  category: 'Category',
  gender: 'Gender',
  color: 'Colour',
  size: 'Size',
  price: 'Price',
  badge: 'Highlights',
};

/** Lower-cased words of a text, accents removed. */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Every category id under `rootId`, itself included. */
export function descendants(categories: CategoryRow[], rootId: string): Set<string> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of categories) {
      if (c.parentId && ids.has(c.parentId) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** Values a product has for a facet. */
function facetValues(bundle: ProductBundle, facet: SearchFacetId, leafIds: Set<string>): string[] {
  const { product, variants } = bundle;
  switch (facet) {
    case 'category':
      return product.categoryIds.filter((id) => leafIds.has(id));
    case 'gender':
      return product.gender ? [product.gender] : [];
    case 'color':
      return product.colors.map((c) => c.value);
    case 'size':
      return [...new Set(variants.map((v) => v.attributes.size).filter((s): s is string => !!s))];
    case 'price': {
      const current = productPrice(bundle).current;
      return priceBuckets.filter((b) => current >= b.min && current < b.max).map((b) => b.value);
    }
    case 'badge':
      return product.badges;
  }
}

/** Relevance of a product for the query words (0 = no match). */
function score(bundle: ProductBundle, terms: string[], categoryNames: Map<string, string>): number {
  if (terms.length === 0) return 1;
  const { product } = bundle;
  const name = words(product.name);
  const rest = words(
    [
      product.description,
      product.gender ?? '',
      product.kind,
      ...product.badges,
      ...product.colors.map((c) => c.label),
      ...product.categoryIds.map((id) => categoryNames.get(id) ?? ''),
    ].join(' '),
  );
  let total = 0;
  for (const term of terms) {
    const stem = term.length > 3 ? term.replace(/s$/, '') : term;
    const inName = name.some((w) => w.startsWith(stem));
    const inRest = rest.some((w) => w.startsWith(stem));
    if (!inName && !inRest) return 0;
    total += inName ? 3 : 1;
  }
  return total;
}

/**
 * Runs a product search over loaded products: free text (every word must match the name,
 * description, colours, badges or categories), category (with its descendants), facet
 * filters (OR within a facet, AND across facets), disjunctive facet counts, sort and
 * paging (page count `ceil(total / limit)`, at least 1). Free gifts are not listed.
 */
export function searchProducts(
  bundles: ProductBundle[],
  categories: CategoryRow[],
  input: SearchInput,
  ctx: ViewContext,
): ProductSearch {
  const names = new Map(categories.map((c) => [c.id, categoryName(c, ctx.language)]));
  const leafIds = new Set(
    categories
      .filter((c) => c.parentId && !categories.some((d) => d.parentId === c.id))
      .map((c) => c.id),
  );
  const inCategory = input.categoryId ? descendants(categories, input.categoryId) : undefined;
  const terms = words(input.q);

  const base = bundles
    .filter((b) => !b.product.isFreeGift)
    .filter((b) => !inCategory || b.product.categoryIds.some((id) => inCategory.has(id)))
    .map((bundle) => ({ bundle, score: score(bundle, terms, names) }))
    .filter((entry) => entry.score > 0);

  const matches = (bundle: ProductBundle, skip?: SearchFacetId) =>
    searchFacetIds.every((facet) => {
      const wanted = input.facets[facet];
      if (facet === skip || !wanted || wanted.length === 0) return true;
      const have = facetValues(bundle, facet, leafIds);
      return wanted.some((w) => have.includes(w));
    });

  const facets: Facet[] = searchFacetIds.map((facet) => {
    const counts = new Map<string, number>();
    for (const { bundle } of base) {
      if (!matches(bundle, facet)) continue;
      for (const value of facetValues(bundle, facet, leafIds))
        counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const selected = new Set(input.facets[facet] ?? []);
    for (const value of selected) if (!counts.has(value)) counts.set(value, 0);
    const label = (value: string) => {
      if (facet === 'category') return names.get(value) ?? value;
      if (facet === 'color') {
        for (const { bundle } of base) {
          const color = bundle.product.colors.find((c) => c.value === value);
          if (color) return color.label;
        }
      }
      if (facet === 'price') {
        const [min, max] = value.split('-');
        return max ? `${min} – ${max} ${ctx.currency}` : `${min}+ ${ctx.currency}`;
      }
      return value.charAt(0).toUpperCase() + value.slice(1);
    };
    const order =
      facet === 'price'
        ? (v: string) => priceBuckets.findIndex((b) => b.value === v)
        : facet === 'size'
          ? () => 0
          : undefined;
    const values = [...counts.entries()].map(([value, count]) => ({
      value,
      label: label(value),
      count,
      selected: selected.has(value),
    }));
    if (order) values.sort((a, b) => order(a.value) - order(b.value));
    else values.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    return { id: facet, label: facetLabels[facet], values };
  });

  const hits = base.filter((entry) => matches(entry.bundle));
  const price = (b: ProductBundle) => productPrice(b).current;
  const sorters: Record<
    SearchSort,
    (a: (typeof hits)[number], b: (typeof hits)[number]) => number
  > = {
    relevance: (a, b) =>
      b.score - a.score || b.bundle.product.popularity - a.bundle.product.popularity,
    'price-asc': (a, b) => price(a.bundle) - price(b.bundle),
    'price-desc': (a, b) => price(b.bundle) - price(a.bundle),
    newest: (a, b) => b.bundle.product.releasedAt.getTime() - a.bundle.product.releasedAt.getTime(),
    rating: (a, b) =>
      b.bundle.product.ratingAverage - a.bundle.product.ratingAverage ||
      b.bundle.product.ratingCount - a.bundle.product.ratingCount,
    'name-asc': (a, b) => a.bundle.product.name.localeCompare(b.bundle.product.name),
  };
  hits.sort(
    (a, b) => sorters[input.sort](a, b) || a.bundle.product.id.localeCompare(b.bundle.product.id),
  );

  const start = (input.page - 1) * input.limit;
  return {
    query: input.q,
    ...(input.categoryId ? { categoryId: input.categoryId } : {}),
    sort: input.sort,
    sortOptions: [...searchSorts],
    total: hits.length,
    page: input.page,
    limit: input.limit,
    pageCount: Math.max(1, Math.ceil(hits.length / input.limit)),
    facets,
    products: hits.slice(start, start + input.limit).map((entry) => toTile(entry.bundle, ctx)),
  };
}
