import type { PriceLabels } from '@storefront/ui';
import { priceLabelsFrom } from '../catalog/catalogLabels';
import type { Translate } from '../messages/translate';
/**
 * Words of the cart, mini cart and quick-shop, built from the `cart` catalogue by
 * {@link cartLabelsFrom}. The remove failure is spec 1 §8's exact message.
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

/**
 * The cart words of a translator of the `cart` namespace (`messages/<language>/cart.json`):
 * `cartLabelsFrom(useTranslations('cart'))` in a client component (or {@link useCartLabels}),
 * `cartLabelsFrom(await getTranslations({ locale, namespace: 'cart' }))` on the server when only
 * strings are passed on. Functions such as `itemCount` format ICU messages (plurals, arguments).
 */
export function cartLabelsFrom(t: Translate): CartLabels {
  return {
    cart: t('cart'),
    miniCart: t('miniCart'),
    empty: t('empty'),
    continueShopping: t('continueShopping'),
    viewCart: t('viewCart'),
    checkout: t('checkout'),
    itemCount: (count: number) => t('itemCount', { count }),
    quantity: t('quantity'),
    remove: t('remove'),
    edit: t('edit'),
    removeFailed: t('removeFailed'),
    saveForLater: t('saveForLater'),
    moveToCart: t('moveToCart'),
    savedForLater: t('savedForLater'),
    savedEmpty: t('savedEmpty'),
    unavailable: t('unavailable'),
    savedPage: t('savedPage'),
    delivery: t('delivery'),
    shippingMethods: {
      standard: t('shippingMethods.standard'),
      express: t('shippingMethods.express'),
      pickup: t('shippingMethods.pickup'),
      pudo: t('shippingMethods.pudo'),
      sts: t('shippingMethods.sts'),
      digital: t('shippingMethods.digital'),
      customs: t('shippingMethods.customs'),
    },
    store: t('store'),
    chooseStore: t('chooseStore'),
    giftOption: t('giftOption'),
    giftTo: t('giftTo'),
    giftEmail: t('giftEmail'),
    giftMessage: t('giftMessage'),
    saveGiftOption: t('saveGiftOption'),
    giftSaved: t('giftSaved'),
    promoCode: t('promoCode'),
    applyPromo: t('applyPromo'),
    removePromo: (code: string) => t('removePromo', { code }),
    promoApplied: (code: string) => t('promoApplied', { code }),
    giftCard: t('giftCard'),
    giftCardNumber: t('giftCardNumber'),
    giftCardPin: t('giftCardPin'),
    checkBalance: t('checkBalance'),
    applyGiftCard: t('applyGiftCard'),
    balance: (amount: string) => t('balance', { amount }),
    giftCardAtCheckout: t('giftCardAtCheckout'),
    rewards: t('rewards'),
    loyaltyPoints: (points: number) => t('loyaltyPoints', { points }),
    voucherButton: (points: number, amount: string) => t('voucherButton', { points, amount }),
    rewardCode: t('rewardCode'),
    rewardCard: t('rewardCard'),
    applyReward: t('applyReward'),
    removeReward: (code: string) => t('removeReward', { code }),
    summary: t('summary'),
    itemTotal: t('itemTotal'),
    discount: (percent: string) => t('discount', { percent }),
    itemSubTotal: t('itemSubTotal'),
    shipping: t('shipping'),
    free: t('free'),
    tax: t('tax'),
    appliedRewards: t('appliedRewards'),
    giftCards: t('giftCards'),
    total: t('total'),
    totalWithoutTax: t('totalWithoutTax'),
    remainingToPay: t('remainingToPay'),
    each: t('each'),
    rowTotal: t('rowTotal'),
    afterItemDiscount: t('afterItemDiscount'),
    afterOrderDiscount: t('afterOrderDiscount'),
    outOfStock: t('outOfStock'),
    partlyOutOfStock: t('partlyOutOfStock'),
    notAvailable: t('notAvailable'),
    allBlocked: t('allBlocked'),
    updated: t('updated'),
    loading: t('loading'),
    retry: t('retry'),
    previous: t('previous'),
    next: t('next'),
    dismiss: t('dismiss'),
    close: t('close'),
    promotions: t('promotions'),
    invalidEmail: t('invalidEmail'),
    tooLong: (max: number) => t('tooLong', { max }),
    promoCodeRequired: t('promoCodeRequired'),
    promoCodeTooLong: (max: number) => t('promoCodeTooLong', { max }),
    giftCardNumberInvalid: t('giftCardNumberInvalid'),
    giftCardPinInvalid: t('giftCardPinInvalid'),
    giftCardPinRequired: t('giftCardPinRequired'),
    giftCardLocked: t('giftCardLocked'),
    labelled: (label: string) => t('labelled', { label }),
    price: priceLabelsFrom(t),
  };
}
