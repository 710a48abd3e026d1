/**
 * The page kinds that have content slots (spec 3 §2 "Page kinds with content slots", plus the
 * preview tool's showcase pages), each with the names of the slots its page renders, in page
 * order. `main` is the body every kind has; the others sit around what the page shows itself
 * (a product grid, the product details, the cart, a form…).
 */
export const pageKindSlots = {
  generic: ['main'],
  showcase: ['main'],
  account: ['top', 'main'],
  accountProfile: ['top', 'main'],
  basecamp: ['top', 'main', 'bottom'],
  cart: ['top', 'main', 'bottom'],
  category: ['top', 'main', 'bottom'],
  checkout: ['top', 'main'],
  contactUs: ['top', 'main'],
  error: ['main'],
  giftCard: ['top', 'main', 'bottom'],
  loyaltyModal: ['main'],
  orderConfirmation: ['top', 'main', 'bottom'],
  // `reviewsTop` and `reviewsBottom` sit around the reviews and questions (spec 2 §7 reviews)
  product: ['top', 'main', 'details', 'reviewsTop', 'reviewsBottom', 'bottom'],
  promotions: ['main'],
  search: ['top', 'main', 'bottom'],
  signInModal: ['main'],
  signUp: ['top', 'main'],
  signUpModal: ['main'],
  storeLocator: ['top', 'main'],
} as const satisfies Record<string, readonly string[]>;

/** A page kind of spec 3 §2. */
export type PageKind = keyof typeof pageKindSlots;

/** Every page kind, in the order of {@link pageKindSlots}. */
export const pageKinds = Object.keys(pageKindSlots) as PageKind[];

/** Whether a string is a known page kind. */
export function isPageKind(value: unknown): value is PageKind {
  return typeof value === 'string' && Object.hasOwn(pageKindSlots, value);
}

/**
 * The slot names of a page kind; `undefined` for a document without a page kind (menu, footer,
 * fragment…), whose slots are not constrained.
 */
export function slotsOfPageKind(pageKind: unknown): readonly string[] | undefined {
  return isPageKind(pageKind) ? pageKindSlots[pageKind] : undefined;
}
