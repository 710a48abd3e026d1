import { messages } from '@storefront/ui';
import { type CaptchaLabels, captchaLabels } from '../components/Captcha/captchaLabels';

/**
 * Words of the checkout and the order confirmation (English; pass translations per locale).
 */
export const checkoutLabels = {
  checkout: 'Checkout',
  steps: { shipping: 'Shipping', billing: 'Billing', summary: 'Summary' } as Record<string, string>,
  stepOf: (index: number, total: number, name: string) => `Step ${index} of ${total}: ${name}`,
  shippingAddress: 'Shipping address',
  billingAddress: 'Billing address',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  addressLine1: 'Address',
  addressLine2: 'Apartment, suite (optional)',
  city: 'City',
  province: 'State / province',
  chooseProvince: 'Select',
  postalCode: 'Postal code',
  country: 'Country',
  delivery: 'Delivery',
  shipment: (name: string) => `Delivery: ${name}`,
  shipmentNames: {
    me: 'Home delivery',
    digital: 'Digital delivery',
    customs: 'Customised items',
  } as Record<string, string>,
  storeShipment: (kind: string, store: string) =>
    kind === 'sts'
      ? `Ship to store: ${store}`
      : kind === 'pudo'
        ? `Collection point: ${store}`
        : `Pickup in store: ${store}`,
  methodNames: {
    standard: 'Standard',
    express: 'Express',
    pickup: 'Pickup in store',
    pudo: 'Collection point',
    sts: 'Ship to store',
    digital: 'Digital delivery',
    customs: 'Customised delivery',
  } as Record<string, string>,
  free: 'Free',
  chooseStore: 'Choose a store',
  storeChoice: (code: string): string =>
    code === 'pudo' ? 'Choose a collection point near you' : 'Choose a store near you',
  pickerTitle: (code: string): string =>
    code === 'pudo'
      ? 'Choose a collection point'
      : code === 'sts'
        ? 'Ship to store'
        : 'Pick up in store',
  placeQuery: 'Postal code or city',
  searchPlaces: 'Search',
  noPlaces: (code: string): string =>
    code === 'pudo'
      ? 'No collection point near this place. Try another postal code or city.'
      : 'No store available near this place. Try another postal code or city.',
  placeAvailable: (code: string): string =>
    code === 'pickup'
      ? 'In stock for pickup'
      : code === 'sts'
        ? 'Ships to this store'
        : 'Open for collection',
  placeUnavailable: (code: string): string =>
    code === 'pickup' ? 'Not in stock for pickup' : 'Not available for your items',
  distance: (km: number) => `${km} km`,
  shipHome: 'Ship to my address instead',
  otherWays: 'Or get it at a store or collection point',
  choose: 'Choose',
  choosePlace: (name: string) => `Choose ${name}`,
  change: 'Change',
  changePlace: (code: string): string =>
    code === 'pudo' ? 'Change collection point' : 'Change store',
  changeStoreTitle: 'Change store?',
  changeStoreText: (from: string, to: string) =>
    `The items of ${from} will move to ${to}. Availability and delivery time may change.`,
  confirmChange: 'Yes, change',
  cancel: 'Cancel',
  storeChangedTitle: 'Store changed',
  storeChangedText: (name: string) => `Your items are now delivered to ${name}.`,
  done: 'Done',
  digitalNote: 'Digital items are sent by e-mail: no delivery address is needed.',
  digitalTo: (email: string) => `By e-mail to ${email}`,
  pickupContact: 'Who picks up the order?',
  pickupFirstName: 'Contact first name',
  pickupLastName: 'Contact last name',
  pickupEmail: 'Pickup email',
  pickupPhone: 'Pickup phone',
  continueToBilling: 'Continue to billing',
  continueToSummary: 'Continue to summary',
  back: 'Back',
  edit: 'Edit',
  /** Accessible name of a summary section's edit button. */
  editSection: (name: string) => `Edit: ${name}`,
  sameAsShipping: 'Same as shipping address',
  payment: 'Payment',
  paymentMethod: 'Payment method',
  paymentMethodNames: {
    CREDIT_CARD: 'Credit or debit card',
    BNPL: 'Pay later',
    GIFT_CARD: 'Gift card',
    LOYALTY_POINTS: 'Loyalty points',
    REWARD_CODE: 'Reward code',
    REWARD_CARD: 'Reward card',
    ATHLETES_PAYMENT: 'Athlete payment',
    PAYPAL: 'PayPal',
    DW_APPLE_PAY: 'Apple Pay',
  } as Record<string, string>,
  cardNumber: 'Card number',
  cardHolder: 'Name on card',
  expiry: 'Expiry (MM/YY)',
  expiryPlaceholder: 'MM/YY',
  securityCode: 'Security code',
  cardNumberInvalid: 'Enter a valid card number.',
  expiryInvalid: 'The card expiry date is not valid.',
  securityCodeInvalid: 'Enter the 3 or 4 digit security code.',
  bnplInfo: 'About pay later',
  bnplInfoTitle: 'Buy now, pay later',
  bnplInfoText:
    'Split your purchase into 4 interest-free payments. The first payment is taken when your order ships.',
  giftCard: 'Gift card',
  giftCardNumber: 'Gift card number',
  giftCardPin: 'PIN',
  giftCardNumberInvalid: 'Enter the 16-digit gift card number.',
  /** No PIN (number and PIN are both required, spec 1 §7); a PIN that is not 3-8 digits. */
  giftCardPinRequired: 'Enter the gift card PIN.',
  giftCardPinInvalid: 'The PIN has 3 to 8 digits.',
  /** GFC812, too many failed attempts (spec 1 §8), shown at the gift card input. */
  giftCardLocked: 'Too many incorrect attempts. Gift cards are locked for 15 minutes.',
  applyGiftCard: 'Apply gift card',
  loyaltyPoints: (points: number, value: string) => `Use ${points} loyalty points (${value})`,
  applyPoints: 'Apply points',
  rewardCode: 'Reward code',
  rewardCard: 'Reward card number',
  applyReward: 'Apply',
  athletePayment: (remaining: string, payable: string) =>
    `Athlete credit: ${remaining} remaining, ${payable} payable on this order`,
  applyAthlete: 'Use athlete credit',
  applied: 'Applied payments',
  removePayment: (name: string) => `Remove ${name}`,
  remainingToPay: 'Remaining to pay',
  nothingLeftToPay: 'Your order is fully paid.',
  items: 'Items',
  qty: (n: number) => `Qty ${n}`,
  summary: 'Order summary',
  placeOrder: 'Place order',
  processing: 'Processing your order…',
  finalised: 'Order placed. Taking you to the confirmation…',
  cannotComplete: 'Every item in your cart is out of stock. This order cannot be completed.',
  inStore: 'In-store associate',
  storeId: 'Store ID',
  storeEmployeeId: 'Employee ID',
  threeDSecureTitle: 'Confirm your card payment',
  threeDSecureText: (amount: string) =>
    `Your bank asks you to confirm this payment of ${amount}. (Test bank: choose the result.)`,
  challengeResult: 'Authentication result',
  submitChallenge: 'Submit',
  approve: 'Approve payment',
  fail: 'Fail authentication',
  employeeTermsTitle: 'Employee discount terms',
  employeeTermsText:
    'The associate discount is for your own use and counts against your annual allowance. Accept the terms to apply it to this order.',
  acceptTerms: 'Accept and apply discount',
  declineTerms: 'Not now',
  loading: 'Loading checkout…',
  retry: 'Try again',
  orderConfirmation: 'Order confirmation',
  thankYou: 'Thank you for your order',
  orderNumber: (n: string) => `Order number ${n}`,
  confirmationEmail: (email: string) => `We sent a confirmation to ${email}.`,
  shipments: 'Delivery',
  paidWith: 'Paid with',
  totals: 'Totals',
  continueShopping: 'Continue shopping',
  orderUnavailable: 'Your order was placed. Its details cannot be shown right now.',
  unavailableMethod: (name: string, reason: string) => `${name}: ${reason}`,
  /** An empty required field (spec 3 §5 generic message). */
  required: 'This field is required',
  /** Accessible name of the phone field's dial-code select. */
  dialCode: 'Country code',
  /** Close button of the checkout's dialogs. */
  close: 'Close',
  /** Dismiss button of the checkout's top notification. */
  dismiss: 'Dismiss message',
  /** The address form's field messages (spec 3 §5 generic messages, spec 1 §5 name and email). */
  fieldMessages: {
    /** Equal min and max length (spec 3 §5). */
    exactLength: (n: number) => `Enter exactly ${n} characters.`,
    minLength: (n: number) => `Enter at least ${n} characters.`,
    maxLength: (n: number) => `Enter at most ${n} characters.`,
    /** A pattern rule; `what` is an example shape (spec 3 §5 "Regex"). */
    pattern: messages.pattern,
    /** What a pattern message names when the country has no example shape. */
    expectedFormat: 'the expected format',
    name: messages.name as string,
    email: messages.email as string,
    phone: messages.phone as string,
  },
  /** The captcha widget before Place order (spec 3 §7 action `placeOrder`). */
  captcha: captchaLabels as CaptchaLabels,
};

/** The checkout words (see {@link checkoutLabels}). */
export type CheckoutLabels = typeof checkoutLabels;
