import { categoryIdPattern, productIdPattern } from '@storefront/api-contract';
import * as z from 'zod';

/** Data sources of a product carousel (spec 3 §3 "Upsell and recommended product"). */
export const productCarouselSources = ['recommendations', 'upsell'] as const;

/**
 * Fields of the `productCarousel` block: `source` (recommendations or upsell), an optional
 * `title` (else the engine's widget title, else a default) in its `titleHeadingTag`, the
 * recommendation `widgetId`, the product or category to recommend for (default: the page's
 * product or category), `limit` (recommendations 12 by default, at most 24; upsell 3 by default,
 * spec 3 §9) and `showQuickShop`. Bad values fall back to their defaults.
 */
export const productCarouselSchema = z
  .object({
    source: z.enum(productCarouselSources).catch('recommendations'),
    title: z.string().trim().min(1).optional(),
    titleHeadingTag: z.enum(['h2', 'h3', 'h4']).catch('h2'),
    widgetId: z.string().trim().min(1).optional(),
    productId: z.string().regex(productIdPattern).optional(),
    categoryId: z.string().regex(categoryIdPattern).optional(),
    limit: z.number().int().min(1).max(24).optional().catch(undefined),
    showQuickShop: z.boolean().catch(true).default(true),
  })
  .transform((fields) => ({
    ...fields,
    limit: fields.limit ?? (fields.source === 'upsell' ? 3 : 12),
  }));

/** Validated fields of a product carousel (with `limit` defaulted). */
export type ProductCarouselFields = z.output<typeof productCarouselSchema>;
