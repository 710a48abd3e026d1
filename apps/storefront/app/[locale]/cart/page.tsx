import {
  EmployeeSpendBanner,
  employeeSpendLabelsFrom,
  memberExpressChoice,
  memberExpressSummaryOf,
} from '@storefront/commerce';
import { Container } from '@storefront/ui';
import { getTranslations } from 'next-intl/server';
import { ExpressOffer } from '../../../src/components/Express';
import { IntlIsland } from '../../../src/i18n/IntlIsland';
import { getAugmentedPageContent } from '../../../src/lib/augmentedPage';
import { readBasket } from '../../../src/lib/cart/read';
import { readCheckoutAccount } from '../../../src/lib/checkout/account';
import { readInStoreSession } from '../../../src/lib/checkout/associateSession';
import { employeeOf } from '../../../src/lib/checkout/employee';
import { shellSlotRenderer } from '../../../src/lib/contentSlots';
import { privateMetadataFor } from '../../../src/lib/pageMetadata';
import { type LocaleParams, routeLocale } from '../../../src/lib/routeParams';
import { readEmployee, readSession } from '../../../src/lib/session/session';
import { CartPageClient } from './CartPage.client';
import { cartStores } from './cartData';
import * as styles from './page.css';

/** The page title in the locale's words (`Panier` in fr-ca); never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'cart' }))('cart'),
);

/**
 * The cart page `/{lang}-{region}/cart` (spec 1 §2): the content slots of the
 * `augmentedpage/{siteId}/cart` document (`top` then `main` above the items, `bottom` under the summary,
 * through the block renderer) around the cart view, with the stores for pickup and
 * ship-to-store. The basket is read here, in the route, from the basket and session cookies
 * (`readBasket`), and rendered in the first HTML; the client loads it only when the route
 * could not (no basket yet, an expired token, the basket gone: the Server Action then
 * recovers, spec 1 §8). A connected employee gets no saved for later (spec 1 §4), the
 * employee terms dialog until accepted and the spend banner (current spend against the annual
 * cap, spec 2 §1, §3: from the profile, read for employees only); an in-store associate gets
 * the price adjustment of each item (spec 1 §7); only they get the `associate` words. A
 * signed-in shopper whose account has a main shipping address and a default card that has not
 * expired (read here, `readCheckoutAccount`) is offered the one-step express checkout (spec 1
 * §4).
 */
export default async function CartRoute({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params);
  const session = await readSession();
  const [content, stores, initialBasket, employee, associate, account] = await Promise.all([
    getAugmentedPageContent(locale, 'cart'),
    cartStores(locale),
    readBasket(locale),
    readEmployee(),
    readInStoreSession(),
    readCheckoutAccount(session),
  ]);
  const memberChoice = memberExpressChoice(account);
  const slot = shellSlotRenderer(locale, content);
  const spend = employee ? (await employeeOf(locale, session))?.spend : undefined;
  return (
    <Container className={styles.page}>
      {spend && (
        <div className={styles.spend}>
          <EmployeeSpendBanner
            spend={spend}
            currency={locale.currency}
            locale={locale.tag}
            labels={employeeSpendLabelsFrom(
              await getTranslations({ locale: locale.path, namespace: 'associate' }),
            )}
          />
        </div>
      )}
      <IntlIsland
        locale={locale}
        namespaces={employee || associate ? ['cart', 'associate'] : ['cart']}
      >
        <CartPageClient
          localePath={locale.path}
          localeTag={locale.tag}
          language={locale.language}
          {...(employee ? { employee } : {})}
          associate={Boolean(associate)}
          {...(memberChoice ? { memberExpress: memberExpressSummaryOf(memberChoice) } : {})}
          stores={stores}
          {...(initialBasket ? { initialBasket } : {})}
          slotTop={slot('top', 'main')}
          slotBottom={slot('bottom')}
        />
      </IntlIsland>
      {initialBasket && initialBasket.items.length > 0 ? (
        // The card wallet and PayPal pay for this basket (spec 3 §4, §6).
        <ExpressOffer
          locale={locale}
          source={{ kind: 'basket', place: 'cart' }}
          amount={initialBasket.totals.total}
          payLater="cart"
          className={styles.express}
        />
      ) : null}
    </Container>
  );
}
