import type { SizeChartType } from '@storefront/api-contract';

/**
 * The size chart type of a product from its categories (spec 2 §7 size chart by product type):
 * the first category with a known type, by its id, then by its root (the first 4 digits of the
 * catalogue's 6-digit ids); none for the others (gift cards, accessories).
 * @param byCategory category id → chart type, e.g. `{ '3000': 'footwear', '400040': 'bottoms' }`
 */
export function sizeChartTypeOf(
  categoryIds: readonly string[],
  byCategory: Readonly<Record<string, SizeChartType>>,
): SizeChartType | undefined {
  for (const id of categoryIds) if (byCategory[id]) return byCategory[id];
  for (const id of categoryIds) if (byCategory[id.slice(0, 4)]) return byCategory[id.slice(0, 4)];
  return undefined;
}

/** The size guide dialog's id in the dialog manager (spec 2 §7 size chart and foot sizes). */
export const sizeGuideDialogId = 'sizeGuide';
