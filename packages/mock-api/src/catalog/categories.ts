import type { Catalog, Category } from '@storefront/api-contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type CategoryRow, catalogCategories, catalogProducts } from '../db/schema';
import { ApiHttpError } from '../errors';

/** Every category of the catalogue (spec 2 §7), in stored order. */
export function listCategories(db: Database): Promise<CategoryRow[]> {
  return db.select().from(catalogCategories);
}

/** A category's name in `language`, else English, else its slug. */
export const categoryName = (category: CategoryRow, language: string): string =>
  category.names[language] ?? category.names.en ?? category.slug;

/**
 * The category tree of spec 2 §7 "catalog": names in `language`, product counts, children by
 * position; only the subtree of `categoryId` when given.
 * @throws ApiHttpError 404 `API404` for an unknown categoryId
 */
export async function catalogTree(
  db: Database,
  language: string,
  categoryId?: string,
): Promise<Catalog> {
  const rows = await db.select().from(catalogCategories).orderBy(catalogCategories.position);
  const counts = await db
    .select({
      id: sql<string>`jsonb_array_elements_text(${catalogProducts.categoryIds})`,
      n: sql<number>`1`,
    })
    .from(catalogProducts);
  const count = new Map<string, number>();
  for (const row of counts) count.set(row.id, (count.get(row.id) ?? 0) + 1);
  const build = (parentId: string | null): Category[] =>
    rows
      .filter((r) => r.parentId === parentId)
      .map((r) => ({
        id: r.id,
        slug: r.slug,
        name: categoryName(r, language),
        url: `/c/${r.slug}-${r.id}`,
        ...(r.parentId ? { parentId: r.parentId } : {}),
        productCount: count.get(r.id) ?? 0,
        children: build(r.id),
      }));
  if (categoryId) {
    const row = rows.find((r) => r.id === categoryId);
    if (!row) throw new ApiHttpError(404, 'API404', `Category not found: ${categoryId}`);
    return { categories: build(row.parentId).filter((c) => c.id === row.id) };
  }
  return { categories: build(null) };
}
