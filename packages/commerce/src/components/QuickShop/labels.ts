/** Words of the quick-shop dialog (English; pass translations per locale). */
export interface QuickShopLabels {
  title: string;
  loading: string;
  details: string;
  option: string;
  choose: (attribute: string) => string;
  unavailable: string;
  notifyMe: string;
  outOfStock: string;
  signInToBuy: string;
  updateInCart: string;
  addToCart: string;
  added: string;
  updated: string;
  failed: string;
  /** Accessible name of the dialog's close button. */
  close: string;
}

/** English quick-shop words. */
export const quickShopLabels: QuickShopLabels = {
  title: 'Quick shop',
  loading: 'Loading the product',
  details: 'View full details',
  option: 'option',
  choose: (attribute) => `Choose a ${attribute.toLowerCase()}.`,
  unavailable: 'out of stock',
  notifyMe: 'Notify me',
  outOfStock: 'Out of stock',
  signInToBuy: 'Sign in to buy',
  updateInCart: 'Update in cart',
  addToCart: 'Add to cart',
  added: 'Added to your cart.',
  updated: 'Your cart was updated.',
  failed: 'Something went wrong. Please try again.',
  close: 'Close',
};
