/** Feature bullets of a shoe: its own feature first, then the shared construction. */
export const shoeFeatures = (extra: string) => [
  extra,
  'Cushioned EVA midsole',
  'Grippy rubber outsole with 4 mm lugs',
  'Recycled mesh lining',
];

/** Feature bullets of a garment: its own feature first, then fit and care. */
export const apparelFeatures = (extra: string) => [
  extra,
  'Regular fit',
  'Machine washable at 30 °C',
];
