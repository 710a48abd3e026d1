/**
 * The sections of the account area (spec 2 §1, §4; spec 1 §2 `/account`), in the order the
 * account navigation lists them. `path` follows `/{locale}/account`; `labelKey` is a key of
 * the `shell` namespace. Favourites and saved for later are hidden for a connected employee
 * (spec 1 §4): `hiddenForEmployee`.
 */
export const accountSections = [
  { id: 'overview', path: '', labelKey: 'account.sections.overview' },
  { id: 'profile', path: '/profile', labelKey: 'account.sections.profile' },
  { id: 'communication', path: '/communication', labelKey: 'account.sections.communication' },
  { id: 'addresses', path: '/addresses', labelKey: 'account.sections.addresses' },
  { id: 'payment', path: '/payment-methods', labelKey: 'account.sections.payment' },
  { id: 'giftCards', path: '/gift-cards', labelKey: 'account.sections.giftCards' },
  { id: 'orders', path: '/orders', labelKey: 'account.sections.orders' },
  {
    id: 'favorites',
    path: '/favorites',
    labelKey: 'account.sections.favorites',
    hiddenForEmployee: true,
  },
  {
    id: 'saved',
    path: '/saved-for-later',
    labelKey: 'account.sections.saved',
    hiddenForEmployee: true,
  },
] as const;

/** One section of {@link accountSections}. */
export type AccountSection = (typeof accountSections)[number];
/** A section id, e.g. `orders`. */
export type AccountSectionId = AccountSection['id'];

/** The section's path in a locale, e.g. `/en-us/account/orders`. */
export function accountSectionHref(localePath: string, id: AccountSectionId): string {
  const section = accountSections.find((s) => s.id === id);
  return `/${localePath}/account${section?.path ?? ''}`;
}
