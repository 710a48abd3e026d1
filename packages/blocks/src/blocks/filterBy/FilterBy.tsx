import type { BlockProps } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import type { BlockRoute } from '../../services/route';
import { filterByRoot } from './FilterBy.css';
import type { FilterByFields } from './schema';

/**
 * Whether a filter-by block shows its children on a route (spec 3 §2 "Filter-by block"): only on
 * a product page (`bySku`) or category page (`byCategory`) whose id read from the path is in
 * (`IN`) or not in (`NOT IN`) the list. Ids compare case-insensitively.
 */
export function filterByMatches(
  fields: Pick<FilterByFields, 'variant' | 'operator' | 'ids'>,
  route: BlockRoute,
): boolean {
  const id = fields.variant === 'bySku' ? route.productId : route.categoryId;
  if (!id) return false;
  const listed = fields.ids.some((entry) => entry.toUpperCase() === id.toUpperCase());
  return fields.operator === 'IN' ? listed : !listed;
}

/**
 * The `filterBy` wrapper: its children through the same registry, mode and services when
 * {@link filterByMatches}, else nothing. Static: no client JS.
 */
export function FilterBy({ fields, mode, services, registry }: BlockProps<FilterByFields>) {
  if (!filterByMatches(fields, services.route)) return null;
  return (
    <div className={filterByRoot} data-filter-by={fields.variant}>
      <RenderBlocks blocks={fields.children} registry={registry} mode={mode} services={services} />
    </div>
  );
}
