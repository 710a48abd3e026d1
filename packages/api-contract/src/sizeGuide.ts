import * as z from 'zod';

/**
 * The size guides of the internal storefront components (spec 2 §7 "Internal": `GET
 * /fapi/components/size-chart/{productType}`, `GET /fapi/components/foot-sizes`). Lengths in
 * cm. An unknown size chart type answers 404 `API404`.
 */

/** Paths of the size guides. */
export const sizeGuidePaths = {
  sizeChart: (productType: string) =>
    `/fapi/components/size-chart/${encodeURIComponent(productType)}`,
  footSizes: '/fapi/components/foot-sizes',
} as const;

/** The size chart types the service knows. */
export const sizeChartTypes = ['footwear', 'tops', 'bottoms', 'kids'] as const;
/** A size chart type. */
export type SizeChartType = (typeof sizeChartTypes)[number];

/** A size chart: per size, the measures (cm) named by `columns` (e.g. chest, waist, sleeve). */
export const sizeChartSchema = z.object({
  productType: z.string(),
  unit: z.literal('cm'),
  columns: z.array(z.string()),
  rows: z.array(z.object({ size: z.string(), values: z.array(z.number()) })),
});
/** A size chart. */
export type SizeChart = z.infer<typeof sizeChartSchema>;

/** The foot-size conversion: foot length (cm) → US men / women, UK and EU sizes. */
export const footSizesSchema = z.object({
  unit: z.literal('cm'),
  rows: z.array(
    z.object({
      footLengthCm: z.number(),
      us: z.object({ men: z.string(), women: z.string() }),
      uk: z.string(),
      eu: z.string(),
    }),
  ),
});
/** The foot-size conversion. */
export type FootSizes = z.infer<typeof footSizesSchema>;
