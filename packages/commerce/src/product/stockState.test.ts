import { fixtureProduct } from './fixtures';
import { addToCartDefaults, lowStockThreshold, stockStateOf, variantQuantity } from './stockState';

const product = fixtureProduct;
const variant = (quantity: number) => ({ id: 'V1', quantity });

describe('stockStateOf (spec 3 §4)', () => {
  it('is in stock above the low-stock threshold and orderable', () => {
    expect(stockStateOf(product, variant(12))).toEqual({
      kind: 'inStock',
      quantity: 12,
      stockStatus: 'InStock',
      orderable: true,
      notifyMe: false,
    });
  });

  it('is low stock from 1 to the threshold', () => {
    expect(stockStateOf(product, variant(1)).kind).toBe('lowStock');
    expect(stockStateOf(product, variant(lowStockThreshold)).kind).toBe('lowStock');
    expect(stockStateOf(product, variant(lowStockThreshold + 1)).kind).toBe('inStock');
  });

  it('is out of stock at 0, offering notify me when the product does', () => {
    expect(stockStateOf(product, variant(0))).toMatchObject({
      kind: 'outOfStock',
      stockStatus: 'OutOfStock',
      orderable: false,
      notifyMe: true,
    });
    expect(stockStateOf({ ...product, notifyMe: false }, variant(0)).notifyMe).toBe(false);
  });

  it('keeps digital and reservable items available with quantity 1', () => {
    for (const special of [
      { ...product, isDigitalProduct: true, productType: 'digital' as const },
      { ...product, isRobisOnly: true },
    ]) {
      expect(stockStateOf(special, variant(0))).toMatchObject({
        kind: 'inStock',
        quantity: 1,
        stockStatus: 'InStock',
        orderable: true,
      });
    }
  });

  it('prefers the inventory answer over the details quantity', () => {
    const inventory = {
      productId: product.id,
      variants: { V1: { quantity: 0, stockStatus: 'OutOfStock' as const } },
    };
    expect(variantQuantity(product, variant(5), inventory)).toBe(0);
    expect(stockStateOf(product, variant(5), { inventory }).kind).toBe('outOfStock');
    expect(variantQuantity(product, { id: 'other', quantity: 5 }, inventory)).toBe(5);
  });

  it('asks a guest to sign in to buy a presale product', () => {
    const presale = { ...product, presale: true };
    expect(stockStateOf(presale, variant(4))).toMatchObject({ kind: 'presale', orderable: false });
    expect(stockStateOf(presale, variant(4), { signedIn: true }).orderable).toBe(true);
    expect(stockStateOf(presale, variant(0)).kind).toBe('outOfStock');
  });

  it('is unselected without a full choice', () => {
    expect(stockStateOf(product, undefined)).toMatchObject({
      kind: 'unselected',
      orderable: false,
    });
  });

  it('adds 1 unit with a 999999 maximum by default (spec 1 §9)', () => {
    expect(addToCartDefaults).toEqual({ qty: 1, maxQty: 999999 });
  });
});
