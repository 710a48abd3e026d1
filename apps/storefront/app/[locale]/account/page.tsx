import {
  LoyaltySummary,
  PartialEnrolmentPrompt,
  RecentOrders,
  SpendBanner,
  type Translate,
} from '@storefront/commerce';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountOverview } from '../../../src/components/Account';
import { accountSectionHref } from '../../../src/lib/account/accountSections';
import { readAccountOverview } from '../../../src/lib/account/overview';
import { requireSignedIn } from '../../../src/lib/account/requireAccount';
import { getAugmentedPageContent } from '../../../src/lib/augmentedPage';
import { shellSlotRenderer } from '../../../src/lib/contentSlots';
import { privateMetadataFor } from '../../../src/lib/pageMetadata';
import { type LocaleParams, routeLocale } from '../../../src/lib/routeParams';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'shell' }))('account.title'),
);

/**
 * The account overview `/{lang}-{region}/account` (spec 1 §2: where a sign-in from the
 * checkout lands; spec 2 §1, §4, §6): greeting, the partial-enrolment prompt, the spend banner
 * of an employee, athlete, WRANX or IPA profile, the loyalty summary and the recent orders,
 * with the `account` fixed page's `top` and `main` slots. A guest signs in first and comes
 * back (`requireSignedIn`).
 */
export default async function AccountRoute({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params);
  await requireSignedIn(locale, accountSectionHref(locale.path, 'overview'));
  const overview = await readAccountOverview();
  // A signed-in profile that cannot be read now: a 404 rather than a sign-in loop.
  if (!overview) notFound();
  const [t, area, content] = await Promise.all([
    getTranslations({ locale: locale.path, namespace: 'shell' }),
    getTranslations({ locale: locale.path, namespace: 'accountarea' }),
    getAugmentedPageContent(locale, 'account'),
  ]);
  // The `account` fixed page's slots (spec 2 §7), seeded for every locale.
  const slot = shellSlotRenderer(locale, content);
  const words = area as unknown as Translate;
  const enrolHref = `/${locale.path}/account/enroll`;
  return (
    <AccountOverview
      name={overview.name}
      t={t}
      slotTop={slot('top')}
      slotMain={slot('main')}
      localePath={locale.path}
      prompt={
        overview.partiallyEnrolled ? <PartialEnrolmentPrompt href={enrolHref} t={words} /> : null
      }
      spend={
        <SpendBanner
          programmes={overview.spend}
          currency={locale.currency}
          locale={locale.tag}
          t={words}
        />
      }
      loyalty={<LoyaltySummary loyalty={overview.loyalty} joinHref={enrolHref} t={words} />}
      orders={
        <RecentOrders
          orders={overview.orders}
          ordersHref={accountSectionHref(locale.path, 'orders')}
          locale={locale.tag}
          t={words}
        />
      }
    />
  );
}
