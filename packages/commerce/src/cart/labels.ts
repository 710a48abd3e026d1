import type { PriceLabels } from '@storefront/ui';
import { catalogLabelsEn } from '../components/catalogLabels';
/**
 * Words of the cart, mini cart and quick-shop (English; pass translations per locale). The
 * remove failure is spec 1 §8's exact message.
 */
export interface CartLabels {
  cart: string;
  miniCart: string;
  empty: string;
  continueShopping: string;
  viewCart: string;
  checkout: string;
  itemCount: (count: number) => string;
  quantity: string;
  remove: string;
  edit: string;
  removeFailed: string;
  saveForLater: string;
  moveToCart: string;
  savedForLater: string;
  savedEmpty: string;
  unavailable: string;
  savedPage: string;
  delivery: string;
  shippingMethods: Record<string, string>;
  store: string;
  chooseStore: string;
  giftOption: string;
  giftTo: string;
  giftEmail: string;
  giftMessage: string;
  saveGiftOption: string;
  giftSaved: string;
  promoCode: string;
  applyPromo: string;
  removePromo: (code: string) => string;
  promoApplied: (code: string) => string;
  giftCard: string;
  giftCardNumber: string;
  giftCardPin: string;
  checkBalance: string;
  applyGiftCard: string;
  balance: (amount: string) => string;
  giftCardAtCheckout: string;
  rewards: string;
  loyaltyPoints: (points: number) => string;
  voucherButton: (points: number, amount: string) => string;
  rewardCode: string;
  rewardCard: string;
  applyReward: string;
  removeReward: (code: string) => string;
  summary: string;
  itemTotal: string;
  discount: (percent: string) => string;
  itemSubTotal: string;
  shipping: string;
  free: string;
  tax: string;
  appliedRewards: string;
  giftCards: string;
  total: string;
  totalWithoutTax: string;
  remainingToPay: string;
  each: string;
  rowTotal: string;
  afterItemDiscount: string;
  afterOrderDiscount: string;
  outOfStock: string;
  partlyOutOfStock: string;
  notAvailable: string;
  allBlocked: string;
  updated: string;
  loading: string;
  /** The button that loads the basket again after a failed load. */
  retry: string;
  previous: string;
  next: string;
  /** Accessible name of a notification's close button. */
  dismiss: string;
  /** Accessible name of a dialog's close button (mini cart). */
  close: string;
  /** Accessible name of the promoSummary callout list. */
  promotions: string;
  /** Gift option e-mail error (spec 1 §5 'Email is not valid' in English). */
  invalidEmail: string;
  /** A field longer than `max` characters. */
  tooLong: (max: number) => string;
  /** Promo code form: an empty code, a code longer than `max` characters. */
  promoCodeRequired: string;
  promoCodeTooLong: (max: number) => string;
  /** Gift card form: a number that is not 12-19 digits, a PIN that is not 3-8 digits. */
  giftCardNumberInvalid: string;
  giftCardPinInvalid: string;
  /** Gift card form: no PIN (number and PIN are both required, spec 1 §7). */
  giftCardPinRequired: string;
  /** Gift card form: GFC812, too many failed attempts (spec 1 §8), shown at the card input. */
  giftCardLocked: string;
  /** A label before its value, e.g. `Item total: ` (French: a narrow no-break space before `:`). */
  labelled: (label: string) => string;
  /** Screen-reader prefixes and notices of ui Price. */
  price: PriceLabels;
}

/** English cart words. */
export const cartLabels: CartLabels = {
  cart: 'Cart',
  miniCart: 'Your cart',
  empty: 'Your cart is empty.',
  continueShopping: 'Continue shopping',
  viewCart: 'View cart',
  checkout: 'Checkout',
  itemCount: (count) => `${count} ${count === 1 ? 'item' : 'items'}`,
  quantity: 'Quantity',
  remove: 'Remove',
  edit: 'Edit',
  removeFailed: 'Unable to remove item from cart. Please try again later',
  saveForLater: 'Save for later',
  moveToCart: 'Move to cart',
  savedForLater: 'Saved for later',
  savedEmpty: 'Nothing saved for later.',
  unavailable: 'Not available',
  savedPage: 'Saved for later pages',
  delivery: 'Delivery',
  shippingMethods: {
    standard: 'Ship to home',
    express: 'Express home delivery',
    pickup: 'Pick up in store',
    pudo: 'Pick up at a collection point',
    sts: 'Ship to store',
    digital: 'Delivered by email',
    customs: 'Made to order',
  },
  store: 'Store',
  chooseStore: 'Choose a store',
  giftOption: 'Gift option',
  giftTo: 'Recipient name',
  giftEmail: 'Recipient email',
  giftMessage: 'Message',
  saveGiftOption: 'Save gift option',
  giftSaved: 'Gift option saved.',
  promoCode: 'Promo code',
  applyPromo: 'Apply',
  removePromo: (code) => `Remove promo code ${code}`,
  promoApplied: (code) => `Promo code ${code} applied.`,
  giftCard: 'Gift card',
  giftCardNumber: 'Gift card number',
  giftCardPin: 'PIN',
  checkBalance: 'Check balance',
  applyGiftCard: 'Apply gift card',
  balance: (amount) => `Balance: ${amount}`,
  giftCardAtCheckout: 'Gift cards can be applied at checkout.',
  rewards: 'Rewards',
  loyaltyPoints: (points) => `You have ${points} points.`,
  voucherButton: (points, amount) => `Use ${points} points (${amount})`,
  rewardCode: 'Reward code',
  rewardCard: 'Reward card number',
  applyReward: 'Apply reward',
  removeReward: (code) => `Remove reward ${code}`,
  summary: 'Order summary',
  itemTotal: 'Item total',
  discount: (percent) => `Discount (${percent})`,
  itemSubTotal: 'Subtotal',
  shipping: 'Shipping',
  free: 'Free',
  tax: 'Tax',
  appliedRewards: 'Rewards',
  giftCards: 'Gift cards',
  total: 'Total',
  totalWithoutTax: 'Total without tax',
  remainingToPay: 'Remaining to pay',
  each: 'each',
  rowTotal: 'Item total',
  afterItemDiscount: 'After item discounts',
  afterOrderDiscount: 'After order discounts',
  outOfStock: 'These items are out of stock:',
  partlyOutOfStock: 'These items are only partly in stock:',
  notAvailable: 'These items are no longer available:',
  allBlocked: 'No item of your cart can be ordered right now.',
  updated: 'Your cart was updated.',
  loading: 'Loading your cart',
  retry: 'Try again',
  previous: 'Previous',
  next: 'Next',
  dismiss: 'Dismiss message',
  close: 'Close',
  promotions: 'Promotions',
  invalidEmail: 'Email is not valid',
  tooLong: (max) => `At most ${max} characters.`,
  promoCodeRequired: 'Enter a promo code.',
  promoCodeTooLong: (max) => `A promo code has at most ${max} characters.`,
  giftCardNumberInvalid: 'Enter the 16-digit gift card number.',
  giftCardPinInvalid: 'The PIN has 3 to 8 digits.',
  giftCardPinRequired: 'Enter the gift card PIN.',
  giftCardLocked: 'Too many incorrect attempts. Gift cards are locked for 15 minutes.',
  labelled: (label) => `${label}: `,
  price: catalogLabelsEn.price,
};
