import type { AutoSuggest, ProductSearch } from '@storefront/api-contract';
import type { Database } from '../db/client';
import { ApiHttpError } from '../errors';
import { categoryName, listCategories } from './categories';
import { loadBundles, type ViewContext } from './repository';
import { descendants, type SearchInput, searchProducts, words } from './search';

/**
 * Product search of spec 2 §7 over the whole catalogue (see {@link searchProducts}).
 * @throws ApiHttpError 400 `PLP400` for an unknown category (list product not found)
 */
export async function searchCatalog(
  db: Database,
  input: SearchInput,
  ctx: ViewContext,
): Promise<ProductSearch> {
  const categories = await listCategories(db);
  if (input.categoryId && !categories.some((c) => c.id === input.categoryId)) {
    throw new ApiHttpError(
      400,
      'PLP400',
      `List product not found: unknown category ${input.categoryId}`,
    );
  }
  const bundles = await loadBundles(db, ctx.currency);
  return searchProducts(bundles, categories, input, ctx);
}

/**
 * Auto-suggest of spec 2 §7: up to 8 terms that complete the last word of `q` (most products
 * first), the first 5 products of a relevance search, and up to 5 non-empty categories whose
 * name has a word starting with it.
 */
export async function autoSuggest(db: Database, q: string, ctx: ViewContext): Promise<AutoSuggest> {
  const [categories, bundles] = await Promise.all([
    listCategories(db),
    loadBundles(db, ctx.currency),
  ]);
  const listed = bundles.filter((b) => !b.product.isFreeGift);
  const prefix = words(q).at(-1) ?? '';
  const terms = new Map<string, number>();
  for (const b of listed) {
    for (const word of new Set(words(`${b.product.name} ${b.product.kind}`))) {
      if (word.length > 2 && word.startsWith(prefix)) terms.set(word, (terms.get(word) ?? 0) + 1);
    }
  }
  const result = searchProducts(
    bundles,
    categories,
    { q, sort: 'relevance', page: 1, limit: 5, facets: {} },
    ctx,
  );
  const name = (c: (typeof categories)[number]) => categoryName(c, ctx.language);
  return {
    query: q,
    suggestions: [...terms.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 8)
      .map(([term, count]) => ({ term, count })),
    products: result.products,
    categories: categories
      .filter(
        (c) =>
          words(name(c)).some((w) => w.startsWith(prefix)) &&
          descendants(categories, c.id).size > 0,
      )
      .slice(0, 5)
      .map((c) => ({ id: c.id, name: name(c), url: `/c/${c.slug}-${c.id}` })),
  };
}
