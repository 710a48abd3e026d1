/**
 * commerce's message catalogues (ICU syntax, spec 1 §7 locales): one object per language, one
 * key per namespace. `errors` is the spec 1 §8 error table; `catalog`, `cart`, `checkout` and
 * `account` hold the words of the product, cart, checkout and account flows (`accountarea`: the
 * account pages, spec 2 §1-§7); `orders` the order history, detail, tracking and order status
 * lookup; `help` contact us and the warranty request; `favorites` the favorites pages (spec 1
 * §4); `stores` the store locator, store pages and favourite store (spec 2 §7 "Stores");
 * `signIn` the sign-in form, dialog and confirmation (spec 2 §2, spec 3 §4); `express` the
 * express checkout's buttons, simulated sheet and errors (spec 3 §4, §8); `reviews` writing a
 * review and asking a question on the product page (spec 1 §2 dialogs, spec 2 §7);
 * `productExtras` the product page's size guide and product sets (spec 2 §7). A host merges
 * them into its own
 * catalogue (the storefront: `apps/storefront/src/i18n/catalogue.ts`) and hands a client island
 * only the namespaces it uses; a brand adds a language by adding a catalogue of the same shape.
 */
import type { AbstractIntlMessages } from 'use-intl';
import accountEn from './en/account.json';
import accountAreaEn from './en/accountarea.json';
import associateEn from './en/associate.json';
import cartEn from './en/cart.json';
import catalogEn from './en/catalog.json';
import checkoutEn from './en/checkout.json';
import enrollmentEn from './en/enrollment.json';
import errorsEn from './en/errors.json';
import expressEn from './en/express.json';
import favoritesEn from './en/favorites.json';
import helpEn from './en/help.json';
import ordersEn from './en/orders.json';
import passwordEn from './en/password.json';
import productExtrasEn from './en/productExtras.json';
import reviewsEn from './en/reviews.json';
import signInEn from './en/signIn.json';
import signUpEn from './en/signUp.json';
import storesEn from './en/stores.json';
import accountFr from './fr/account.json';
import accountAreaFr from './fr/accountarea.json';
import associateFr from './fr/associate.json';
import cartFr from './fr/cart.json';
import catalogFr from './fr/catalog.json';
import checkoutFr from './fr/checkout.json';
import enrollmentFr from './fr/enrollment.json';
import errorsFr from './fr/errors.json';
import expressFr from './fr/express.json';
import favoritesFr from './fr/favorites.json';
import helpFr from './fr/help.json';
import ordersFr from './fr/orders.json';
import passwordFr from './fr/password.json';
import productExtrasFr from './fr/productExtras.json';
import reviewsFr from './fr/reviews.json';
import signInFr from './fr/signIn.json';
import signUpFr from './fr/signUp.json';
import storesFr from './fr/stores.json';

/** A language's catalogue: namespace → (nested) ICU messages. */
export type Catalogue = Record<string, AbstractIntlMessages>;

/** The namespaces commerce owns. */
export type CommerceNamespace =
  | 'catalog'
  | 'cart'
  | 'checkout'
  | 'account'
  | 'accountarea'
  | 'errors'
  | 'express'
  | 'associate'
  | 'signIn'
  | 'signUp'
  | 'password'
  | 'enrollment'
  | 'orders'
  | 'help'
  | 'favorites'
  | 'stores'
  | 'reviews'
  | 'productExtras';

/** commerce's catalogues by ISO 639-1 language (`languageOf(locale)`). English is complete. */
export const commerceMessages: Record<
  'en' | 'fr',
  Record<CommerceNamespace, AbstractIntlMessages>
> = {
  en: {
    catalog: catalogEn,
    cart: cartEn,
    checkout: checkoutEn,
    account: accountEn,
    accountarea: accountAreaEn,
    errors: errorsEn,
    express: expressEn,
    associate: associateEn,
    signIn: signInEn,
    signUp: signUpEn,
    password: passwordEn,
    enrollment: enrollmentEn,
    orders: ordersEn,
    help: helpEn,
    favorites: favoritesEn,
    stores: storesEn,
    reviews: reviewsEn,
    productExtras: productExtrasEn,
  },
  fr: {
    catalog: catalogFr,
    cart: cartFr,
    checkout: checkoutFr,
    account: accountFr,
    accountarea: accountAreaFr,
    errors: errorsFr,
    express: expressFr,
    associate: associateFr,
    signIn: signInFr,
    signUp: signUpFr,
    password: passwordFr,
    enrollment: enrollmentFr,
    orders: ordersFr,
    help: helpFr,
    favorites: favoritesFr,
    stores: storesFr,
    reviews: reviewsFr,
    productExtras: productExtrasFr,
  },
};
