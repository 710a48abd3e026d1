import { categoryIds as cat } from './categories';
import type { ProductKind } from './media';
import type { SeedColorValue } from './palette';

/** Size runs by product family and gender. */
export type SizeRun = 'shoe' | 'apparel' | 'socks' | 'one';

/** Audience of a product: men, women, unisex, kids. */
export type Audience = 'M' | 'W' | 'U' | 'K';

/** One product model; it becomes one product per audience. */
export interface SeedModel {
  /** 4 digits; the product id is `ALP{no}{audience}` (8 characters). */
  no: number;
  name: string;
  kind: ProductKind;
  /** Type category id. */
  categoryId: string;
  /** List price in USD (major units). */
  price: number;
  colors: SeedColorValue[];
  audiences: Audience[];
  sizes: SizeRun;
  eyebrow?: string;
  features: string[];
  /** Larger sizes (13, XXL) cost 10 more: a price range. */
  sizePremium?: boolean;
}

const shoeFeatures = (extra: string) => [
  extra,
  'Cushioned EVA midsole',
  'Grippy rubber outsole with 4 mm lugs',
  'Recycled mesh lining',
];
const apparelFeatures = (extra: string) => [extra, 'Regular fit', 'Machine washable at 30 °C'];

/** The regular models of the catalogue. */
export const seedModels: SeedModel[] = [
  {
    no: 1001,
    name: 'Summit GTX Boot',
    kind: 'boot',
    categoryId: cat.hikingBoots,
    price: 190,
    colors: ['black', 'sand', 'forest'],
    audiences: ['M', 'W'],
    sizes: 'shoe',
    eyebrow: 'Waterproof',
    features: shoeFeatures('Waterproof, breathable membrane'),
    sizePremium: true,
  },
  {
    no: 1002,
    name: 'Alpine Mid WP',
    kind: 'boot',
    categoryId: cat.hikingBoots,
    price: 160,
    colors: ['grey', 'navy', 'olive'],
    audiences: ['M', 'W'],
    sizes: 'shoe',
    eyebrow: 'Waterproof',
    features: shoeFeatures('Seam-sealed waterproof upper'),
  },
  {
    no: 1003,
    name: 'Ridge Trekker',
    kind: 'boot',
    categoryId: cat.hikingBoots,
    price: 210,
    colors: ['sand', 'black'],
    audiences: ['M', 'W'],
    sizes: 'shoe',
    features: shoeFeatures('Full-grain leather upper'),
  },
  {
    no: 1004,
    name: 'Timberline Leather Boot',
    kind: 'boot',
    categoryId: cat.hikingBoots,
    price: 240,
    colors: ['sand', 'plum', 'black'],
    audiences: ['M', 'W'],
    sizes: 'shoe',
    eyebrow: 'Resoleable',
    features: shoeFeatures('Stitch-down construction'),
  },
  {
    no: 1101,
    name: 'Ridge Runner',
    kind: 'runner',
    categoryId: cat.trailRunning,
    price: 140,
    colors: ['orange', 'blue', 'black'],
    audiences: ['M', 'W'],
    sizes: 'shoe',
    features: shoeFeatures('Rock plate for technical trails'),
    sizePremium: true,
  },
  {
    no: 1102,
    name: 'Skyline Trail 3',
    kind: 'runner',
    categoryId: cat.trailRunning,
    price: 150,
    colors: ['teal', 'red', 'grey'],
    audiences: ['M', 'W'],
    sizes: 'shoe',
    eyebrow: 'New colours',
    features: shoeFeatures('6 mm drop'),
  },
  {
    no: 1103,
    name: 'Fell Racer',
    kind: 'runner',
    categoryId: cat.trailRunning,
    price: 130,
    colors: ['red', 'black'],
    audiences: ['M', 'W'],
    sizes: 'shoe',
    features: shoeFeatures('Aggressive 6 mm lugs for mud'),
  },
  {
    no: 1104,
    name: 'Cloudline Ultra',
    kind: 'runner',
    categoryId: cat.trailRunning,
    price: 170,
    colors: ['white', 'blue', 'plum'],
    audiences: ['M', 'W'],
    sizes: 'shoe',
    eyebrow: 'Max cushion',
    features: shoeFeatures('Supercritical foam midsole'),
  },
  {
    no: 1201,
    name: 'Scree Approach',
    kind: 'sneaker',
    categoryId: cat.approach,
    price: 150,
    colors: ['grey', 'orange'],
    audiences: ['M', 'W'],
    sizes: 'shoe',
    features: shoeFeatures('Sticky climbing-zone toe'),
  },
  {
    no: 1202,
    name: 'Granite Approach Pro',
    kind: 'sneaker',
    categoryId: cat.approach,
    price: 180,
    colors: ['navy', 'sand'],
    audiences: ['M', 'W'],
    sizes: 'shoe',
    features: shoeFeatures('Lace-to-toe fit'),
  },
  {
    no: 1301,
    name: 'Canyon Sandal',
    kind: 'sandal',
    categoryId: cat.sandals,
    price: 70,
    colors: ['black', 'sand', 'teal'],
    audiences: ['M', 'W'],
    sizes: 'shoe',
    features: shoeFeatures('Quick-dry webbing straps'),
  },
  {
    no: 1302,
    name: 'River Strap Sandal',
    kind: 'sandal',
    categoryId: cat.sandals,
    price: 60,
    colors: ['olive', 'black'],
    audiences: ['M', 'W'],
    sizes: 'shoe',
    features: shoeFeatures('Adjustable heel strap'),
  },
  {
    no: 1401,
    name: 'Meadow Walker',
    kind: 'sneaker',
    categoryId: cat.lifestyle,
    price: 100,
    colors: ['white', 'forest', 'navy'],
    audiences: ['M', 'W'],
    sizes: 'shoe',
    features: shoeFeatures('Suede and recycled canvas'),
  },
  {
    no: 1402,
    name: 'Harbour Canvas Sneaker',
    kind: 'sneaker',
    categoryId: cat.lifestyle,
    price: 80,
    colors: ['white', 'red', 'blue'],
    audiences: ['M', 'W'],
    sizes: 'shoe',
    features: shoeFeatures('Organic cotton canvas'),
  },
  {
    no: 2001,
    name: 'Storm Shell Jacket',
    kind: 'jacket',
    categoryId: cat.jackets,
    price: 250,
    colors: ['red', 'navy', 'black'],
    audiences: ['M', 'W'],
    sizes: 'apparel',
    eyebrow: '3-layer',
    features: apparelFeatures('20,000 mm waterproof rating'),
    sizePremium: true,
  },
  {
    no: 2002,
    name: 'Puffer Down Jacket',
    kind: 'jacket',
    categoryId: cat.jackets,
    price: 280,
    colors: ['black', 'orange', 'forest'],
    audiences: ['M', 'W'],
    sizes: 'apparel',
    features: apparelFeatures('700-fill responsibly sourced down'),
  },
  {
    no: 2003,
    name: 'Ridge Softshell',
    kind: 'jacket',
    categoryId: cat.jackets,
    price: 180,
    colors: ['grey', 'teal'],
    audiences: ['M', 'W'],
    sizes: 'apparel',
    features: apparelFeatures('Four-way stretch'),
  },
  {
    no: 2101,
    name: 'Basecamp Fleece',
    kind: 'hoodie',
    categoryId: cat.fleece,
    price: 100,
    colors: ['sand', 'forest', 'plum'],
    audiences: ['M', 'W'],
    sizes: 'apparel',
    features: apparelFeatures('Recycled polyester fleece'),
  },
  {
    no: 2102,
    name: 'Trailhead Hoodie',
    kind: 'hoodie',
    categoryId: cat.fleece,
    price: 80,
    colors: ['grey', 'navy', 'black'],
    audiences: ['M', 'W'],
    sizes: 'apparel',
    features: apparelFeatures('Brushed-back cotton blend'),
  },
  {
    no: 2201,
    name: 'Merino Crew Tee',
    kind: 'tee',
    categoryId: cat.tops,
    price: 60,
    colors: ['black', 'blue', 'olive'],
    audiences: ['M', 'W'],
    sizes: 'apparel',
    eyebrow: 'Merino',
    features: apparelFeatures('150 g/m² merino wool'),
  },
  {
    no: 2202,
    name: 'Summit Graphic Tee',
    kind: 'tee',
    categoryId: cat.tops,
    price: 35,
    colors: ['white', 'orange', 'teal'],
    audiences: ['M', 'W'],
    sizes: 'apparel',
    features: apparelFeatures('Water-based print'),
  },
  {
    no: 2301,
    name: 'Trek Convertible Pants',
    kind: 'pants',
    categoryId: cat.bottoms,
    price: 90,
    colors: ['sand', 'grey', 'olive'],
    audiences: ['M', 'W'],
    sizes: 'apparel',
    features: apparelFeatures('Zip-off legs'),
  },
  {
    no: 2302,
    name: 'Scramble Shorts',
    kind: 'pants',
    categoryId: cat.bottoms,
    price: 55,
    colors: ['navy', 'black'],
    audiences: ['M', 'W'],
    sizes: 'apparel',
    features: apparelFeatures('Gusseted crotch'),
  },
  {
    no: 2303,
    name: 'Approach Climbing Pants',
    kind: 'pants',
    categoryId: cat.bottoms,
    price: 100,
    colors: ['grey', 'teal'],
    audiences: ['M', 'W'],
    sizes: 'apparel',
    features: apparelFeatures('Reinforced knees'),
  },
  {
    no: 3001,
    name: 'Trail Cap',
    kind: 'cap',
    categoryId: cat.accessories,
    price: 30,
    colors: ['black', 'sand', 'orange'],
    audiences: ['U'],
    sizes: 'one',
    features: ['Moisture-wicking band', 'Adjustable strap'],
  },
  {
    no: 3002,
    name: 'Alpine Beanie',
    kind: 'cap',
    categoryId: cat.accessories,
    price: 35,
    colors: ['red', 'navy', 'grey'],
    audiences: ['U'],
    sizes: 'one',
    features: ['Merino blend knit'],
  },
  {
    no: 3003,
    name: 'Merino Hiking Socks',
    kind: 'socks',
    categoryId: cat.accessories,
    price: 20,
    colors: ['grey', 'forest', 'plum'],
    audiences: ['U'],
    sizes: 'socks',
    features: ['Cushioned heel and toe', 'Merino blend'],
  },
  {
    no: 3004,
    name: 'Daypack 22',
    kind: 'pack',
    categoryId: cat.accessories,
    price: 120,
    colors: ['orange', 'black', 'teal'],
    audiences: ['U'],
    sizes: 'one',
    features: ['22 L', 'Hydration sleeve'],
  },
  {
    no: 3005,
    name: 'Summit Pack 40',
    kind: 'pack',
    categoryId: cat.accessories,
    price: 190,
    colors: ['forest', 'black'],
    audiences: ['U'],
    sizes: 'one',
    features: ['40 L', 'Removable lid'],
  },
  {
    no: 4001,
    name: 'Kids Ridge Runner',
    kind: 'runner',
    categoryId: cat.trailRunning,
    price: 75,
    colors: ['blue', 'red'],
    audiences: ['K'],
    sizes: 'shoe',
    features: shoeFeatures('Hook-and-loop closure'),
  },
  {
    no: 4002,
    name: 'Kids Alpine Mid',
    kind: 'boot',
    categoryId: cat.hikingBoots,
    price: 85,
    colors: ['navy', 'plum'],
    audiences: ['K'],
    sizes: 'shoe',
    features: shoeFeatures('Waterproof membrane'),
  },
];

/** Sizes of a run for an audience. */
export function sizesFor(run: SizeRun, audience: Audience): string[] {
  if (run === 'one') return ['OS'];
  if (run === 'socks') return ['S', 'M', 'L'];
  if (run === 'apparel')
    return audience === 'W' ? ['XS', 'S', 'M', 'L', 'XL'] : ['S', 'M', 'L', 'XL', 'XXL'];
  if (audience === 'K') return ['11C', '12C', '13C', '1Y', '2Y', '3Y'];
  if (audience === 'W') return ['5', '6', '7', '8', '9', '10', '11'];
  return ['7', '8', '9', '10', '11', '12', '13'];
}

/** The sizes that cost more on a size-premium model. */
export const premiumSizes = new Set(['13', '12', 'XXL', 'XL']);
