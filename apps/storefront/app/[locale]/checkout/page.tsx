import { memberExpressReason, memberExpressReasonParam } from '@storefront/commerce';
import { Container } from '@storefront/ui';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ExpressOffer } from '../../../src/components/Express';
import { IntlIsland } from '../../../src/i18n/IntlIsland';
import { getAugmentedPageContent } from '../../../src/lib/augmentedPage';
import { captchaSettings } from '../../../src/lib/auth/captcha';
import { readCheckoutAccount } from '../../../src/lib/checkout/account';
import { readInStoreSession } from '../../../src/lib/checkout/associateSession';
import { appChannelCookie } from '../../../src/lib/checkout/channel';
import { checkoutReferenceData, pickupContactLocales } from '../../../src/lib/checkout/data';
import { employeeOf } from '../../../src/lib/checkout/employee';
import { readCheckoutData } from '../../../src/lib/checkout/read';
import { shellSlotRenderer } from '../../../src/lib/contentSlots';
import { privateMetadataFor } from '../../../src/lib/pageMetadata';
import { type LocaleRouteProps, queryValue, routeLocale } from '../../../src/lib/routeParams';
import { errorMessage } from '../../../src/lib/server/errors';
import { readSession } from '../../../src/lib/session/session';
import { CheckoutPageClient } from './CheckoutPage.client';
import * as styles from './page.css';

/** The page title in the locale's words (`Checkout`, `Paiement` in fr-ca); never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'checkout' }))('checkout'),
);

/**
 * The checkout `/{lang}-{region}/checkout?step=shipping|billing|summary` (spec 1 §2, §4). The
 * step lives in the `step` query (no value: shipping; a step not reachable yet falls back to
 * the first incomplete one). A shopper without a basket goes to the cart; the client sends
 * an empty basket there too. The basket and its checkout data are read here, in the route
 * (`readCheckoutData`), and rendered in the first HTML; the client loads them through the
 * checkout Server Action only when the route could not (an expired token, the basket gone). `?channel=MAPP` (or the `appChannel=MAPP`
 * cookie) marks the mobile-app webview: orders are placed with channel MAPP. In an associate
 * session (agent login) the summary shows its store and associate read-only: the order sends
 * them from the session (spec 1 §7 `inStoreSalesInfo`); nothing is typed in. A signed-in
 * shopper is offered the saved addresses and cards (`readCheckoutAccount`, spec 2 §3). After a
 * member one-step checkout that could not finish (spec 1 §4), `?expressFailed=CODE` names the
 * reason: the page opens with it at the top (the catalogue's words for the code). The
 * `checkout` fixed page's `top` slot opens the page and its `main` slot ends it (spec 2 §7
 * augmentedpage; spec 3 §2 page kind `checkout`: top, main).
 */
export default async function CheckoutRoute({ params, searchParams }: LocaleRouteProps) {
  const locale = await routeLocale(params);
  const query = await searchParams;
  const session = await readSession();
  if (!session.basketId) redirect(`/${locale.path}/cart`);
  const [reference, employee, associate, initialData, account, content] = await Promise.all([
    checkoutReferenceData(locale),
    employeeOf(locale, session),
    readInStoreSession(),
    readCheckoutData(locale),
    readCheckoutAccount(session),
    getAugmentedPageContent(locale, 'checkout'),
  ]);
  // The `checkout` fixed page's slots (spec 2 §7), seeded for every locale.
  const slot = shellSlotRenderer(locale, content);
  const reason = memberExpressReason(query[memberExpressReasonParam]);
  const notice = reason
    ? (await getTranslations({ locale: locale.path, namespace: 'checkout' }))('expressFailed', {
        reason: errorMessage(locale, reason),
      })
    : undefined;
  const app = query.channel === 'MAPP' || (await cookies()).get(appChannelCookie)?.value === 'MAPP';
  return (
    <Container className={styles.page}>
      {slot('top')}
      {initialData && initialData.basket.items.length > 0 ? (
        // Express pays for the basket without the three steps (spec 3 §4, §6).
        <ExpressOffer
          locale={locale}
          source={{ kind: 'basket', place: 'checkout' }}
          amount={initialData.basket.totals.total}
          className={styles.express}
        />
      ) : null}
      {/* The checkout reads `checkout`, and `cart` for the totals and notices. */}
      <IntlIsland locale={locale} namespaces={['checkout', 'cart']}>
        <CheckoutPageClient
          localePath={locale.path}
          localeTag={locale.tag}
          region={locale.region}
          siteCountry={locale.country}
          reference={reference}
          pickupContactRequired={pickupContactLocales.includes(locale.path)}
          {...(associate ? { inStoreSale: associate } : {})}
          channel={app ? 'MAPP' : 'ECOMM'}
          storeContext={queryValue(query, 'storeContext')}
          captcha={await captchaSettings()}
          {...(initialData ? { initialData } : {})}
          {...(employee ? { employee } : {})}
          {...(account ? { account } : {})}
          {...(notice ? { notice } : {})}
        />
      </IntlIsland>
      {slot('main')}
    </Container>
  );
}
