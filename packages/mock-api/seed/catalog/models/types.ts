import type { ProductKind } from '../media';
import type { SeedColorValue } from '../palette';

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
