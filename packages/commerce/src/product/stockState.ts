import type { Inventory, ProductDetails, Variant } from '@storefront/api-contract';

/**
 * Stock state per variant (spec 3 §4 "Stock state per variant"): InStock when the quantity is
 * above 0, otherwise OutOfStock; digital and reservable (`isRobisOnly`) items are always
 * available with quantity 1. A presale product is orderable only by a signed-in shopper
 * ("sign in to buy", spec 3 §4 "Quick-shop footer").
 */

/** Quantity at or below which an in-stock variant shows "only N left". */
export const lowStockThreshold = 3;

/** Add-to-cart defaults (spec 1 §9): quantity 1, maximum quantity 999999. */
export const addToCartDefaults = { qty: 1, maxQty: 999999 } as const;

/** Kinds of stock state a product page shows. */
export type StockStateKind = 'inStock' | 'lowStock' | 'outOfStock' | 'presale' | 'unselected';

/** The stock state of the chosen variant (or of no full choice yet). */
export interface VariantStockState {
  kind: StockStateKind;
  /** Units orderable online; digital and reservable items count 1 (spec 3 §4). */
  quantity: number;
  /** `InStock` when quantity > 0 (spec 3 §4). */
  stockStatus: 'InStock' | 'OutOfStock';
  /** The add-to-cart button may add it (a presale needs a signed-in shopper). */
  orderable: boolean;
  /** Out of stock and the product offers "notify me". */
  notifyMe: boolean;
}

/** What the stock rules need of a product. */
export type StockProduct = Pick<
  ProductDetails,
  'isDigitalProduct' | 'productType' | 'isRobisOnly' | 'presale' | 'notifyMe'
>;

/** Whether the product is always available with quantity 1 (digital or reservable). */
export function isAlwaysAvailable(product: StockProduct): boolean {
  return product.isDigitalProduct || product.productType === 'digital' || product.isRobisOnly;
}

/**
 * The online quantity of a variant: the inventory answer's when given (it is fresher than the
 * details answer), else the variant's; 1 for digital and reservable items.
 */
export function variantQuantity(
  product: StockProduct,
  variant: Pick<Variant, 'id' | 'quantity'>,
  inventory?: Inventory,
): number {
  if (isAlwaysAvailable(product)) return 1;
  return inventory?.variants[variant.id]?.quantity ?? variant.quantity;
}

/**
 * The stock state of a variant (spec 3 §4).
 * @param variant the fully chosen variant, or `undefined` while the choice is incomplete
 * @param signedIn whether the shopper is signed in (presale: sign in to buy)
 */
export function stockStateOf(
  product: StockProduct,
  variant: Pick<Variant, 'id' | 'quantity'> | undefined,
  options: { inventory?: Inventory; signedIn?: boolean } = {},
): VariantStockState {
  if (!variant) {
    return {
      kind: 'unselected',
      quantity: 0,
      stockStatus: 'OutOfStock',
      orderable: false,
      notifyMe: false,
    };
  }
  const quantity = variantQuantity(product, variant, options.inventory);
  const stockStatus = quantity > 0 ? 'InStock' : 'OutOfStock';
  if (stockStatus === 'OutOfStock') {
    return {
      kind: 'outOfStock',
      quantity,
      stockStatus,
      orderable: false,
      notifyMe: product.notifyMe,
    };
  }
  if (product.presale) {
    return {
      kind: 'presale',
      quantity,
      stockStatus,
      orderable: options.signedIn === true,
      notifyMe: false,
    };
  }
  const low = !isAlwaysAvailable(product) && quantity <= lowStockThreshold;
  return {
    kind: low ? 'lowStock' : 'inStock',
    quantity,
    stockStatus,
    orderable: true,
    notifyMe: false,
  };
}
