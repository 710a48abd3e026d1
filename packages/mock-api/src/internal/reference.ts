/**
 * Reference tables of the internal storefront components (spec 2 §7 "Internal"): the
 * foot-size conversion and the size charts per product type. Lengths in cm.
 */

/** One row of the foot-size conversion: foot length (cm) and the sizes it maps to. */
export interface FootSizeRow {
  footLengthCm: number;
  us: { men: string; women: string };
  uk: string;
  eu: string;
}

const footSizeBase: [number, number, number, string, string][] = [
  // [cm, US men, US women, UK, EU]
  [22.5, 4.5, 6, '4', '36'],
  [23, 5, 6.5, '4.5', '37'],
  [23.5, 5.5, 7, '5', '37.5'],
  [24, 6, 7.5, '5.5', '38'],
  [24.5, 6.5, 8, '6', '39'],
  [25, 7, 8.5, '6.5', '40'],
  [25.5, 7.5, 9, '7', '40.5'],
  [26, 8, 9.5, '7.5', '41'],
  [26.5, 8.5, 10, '8', '42'],
  [27, 9, 10.5, '8.5', '42.5'],
  [27.5, 9.5, 11, '9', '43'],
  [28, 10, 11.5, '9.5', '44'],
  [28.5, 10.5, 12, '10', '44.5'],
  [29, 11, 12.5, '10.5', '45'],
  [29.5, 11.5, 13, '11', '45.5'],
  [30, 12, 13.5, '11.5', '46'],
  [31, 13, 14.5, '12.5', '47.5'],
];

/** The foot-size conversion table, shortest foot first. */
export const footSizes: readonly FootSizeRow[] = footSizeBase.map(([cm, men, women, uk, eu]) => ({
  footLengthCm: cm,
  us: { men: String(men), women: String(women) },
  uk,
  eu,
}));

/** A size chart: the measures (cm) of each size of a product type. */
export interface SizeChart {
  productType: string;
  unit: 'cm';
  columns: string[];
  rows: { size: string; values: number[] }[];
}

/** Size charts per product type (`footwear`, `tops`, `bottoms`, `kids`). */
export const sizeCharts: Readonly<Record<string, SizeChart>> = {
  footwear: {
    productType: 'footwear',
    unit: 'cm',
    columns: ['footLength'],
    rows: footSizes.map((r) => ({ size: `US ${r.us.men}`, values: [r.footLengthCm] })),
  },
  tops: {
    productType: 'tops',
    unit: 'cm',
    columns: ['chest', 'waist', 'sleeve'],
    rows: [
      { size: 'XS', values: [84, 70, 81] },
      { size: 'S', values: [90, 76, 83] },
      { size: 'M', values: [97, 83, 85] },
      { size: 'L', values: [104, 91, 87] },
      { size: 'XL', values: [112, 99, 89] },
      { size: 'XXL', values: [120, 108, 91] },
    ],
  },
  bottoms: {
    productType: 'bottoms',
    unit: 'cm',
    columns: ['waist', 'hip', 'inseam'],
    rows: [
      { size: 'XS', values: [70, 86, 78] },
      { size: 'S', values: [76, 92, 79] },
      { size: 'M', values: [83, 99, 80] },
      { size: 'L', values: [91, 106, 81] },
      { size: 'XL', values: [99, 113, 82] },
    ],
  },
  kids: {
    productType: 'kids',
    unit: 'cm',
    columns: ['height', 'chest'],
    rows: [
      { size: '4-5', values: [110, 58] },
      { size: '6-7', values: [122, 63] },
      { size: '8-9', values: [134, 68] },
      { size: '10-11', values: [146, 74] },
      { size: '12-13', values: [158, 80] },
    ],
  },
};
