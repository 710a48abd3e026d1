import { languageOf } from '@storefront/api-contract';
import {
  captchaLabelsFrom,
  enrollmentLabelsFrom,
  passwordHintLabelsFrom,
  signUpLabelsFrom,
  signUpQueryOf,
} from '@storefront/commerce';
import { Container, Heading, Link } from '@storefront/ui';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { IntlIsland } from '../../../src/i18n/IntlIsland';
import { getAugmentedPageContent } from '../../../src/lib/augmentedPage';
import { accountFeatures } from '../../../src/lib/auth/accountFeatures';
import { captchaSettings } from '../../../src/lib/auth/captcha';
import { signUpConfigFor } from '../../../src/lib/auth/signUpConfig';
import { readSignUpPrefill } from '../../../src/lib/auth/signUpPrefill';
import { shellSlotRenderer } from '../../../src/lib/contentSlots';
import { requireLocale } from '../../../src/lib/locale';
import { privateMetadataFor } from '../../../src/lib/pageMetadata';
import { readSession } from '../../../src/lib/session/session';
import * as styles from './page.css';
import { SignUpPageClient } from './SignUpPage.client';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'signUp' }))('title'),
);

/**
 * The sign-up page `/{lang}-{region}/sign-up` (spec 3 §2 "Sign-up page"): the sign-up form
 * with the locale's rules, prefilled from `consumerId` + `email` (the profile's details, read
 * by {@link readSignUpPrefill}; an unknown pair prefills only the email), and the query parameters
 * `storeNum`, `enrollment_marketing_source`, `leadSource` (the `source` header) and
 * `referral_code` sent with the sign-up, the `consumerId` too; the `sign-up` content slot above
 * the form. Signed in by `signUpAction` (then the interests dialog when it applies); a shopper already signed in goes to the locale's home.
 */
export default async function SignUpRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = requireLocale((await params).locale);
  // A signed-in shopper goes home, except in the answer to this page's own sign-up action
  // (the `Next-Action` request): the form stays for the interests dialog (spec 3 §4).
  if ((await readSession()).signedIn && !(await headers()).has('next-action'))
    redirect(`/${locale.path}`);
  const query = signUpQueryOf(await searchParams);
  const [t, tp, content, prefill] = await Promise.all([
    getTranslations({ locale: locale.path, namespace: 'signUp' }),
    getTranslations({ locale: locale.path, namespace: 'password' }),
    getAugmentedPageContent(locale, 'sign-up'),
    readSignUpPrefill(locale, query),
  ]);
  // The `sign-up` content slot (spec 2 §7 fixed pages), seeded for every locale.
  const slot = shellSlotRenderer(locale, content)('main');
  const terms = (slug: string) => `/${locale.path}/${slug}`;
  return (
    <Container className={styles.page}>
      <Heading level={1}>{t('title')}</Heading>
      <p className={styles.intro}>{t('intro')}</p>
      {slot && <div className={styles.slot}>{slot}</div>}
      {/* A provider for the form's hooks; its words come as props (no namespace shipped). */}
      <IntlIsland locale={locale} namespaces={[]}>
        <SignUpPageClient
          config={await signUpConfigFor(locale)}
          labels={signUpLabelsFrom(t, locale.language, passwordHintLabelsFrom(tp))}
          query={query}
          prefill={prefill}
          termsLinks={{
            loyaltyTerms: terms('loyalty-terms'),
            brandTerms: terms('brand-terms'),
            policy: terms('privacy'),
            sms: terms('sms-terms'),
          }}
          captcha={await captchaSettings()}
          captchaLabels={captchaLabelsFrom(
            await getTranslations({ locale: locale.path, namespace: 'checkout' }),
          )}
          {...(accountFeatures.collectInterests
            ? {
                interests: {
                  labels: enrollmentLabelsFrom(
                    await getTranslations({ locale: locale.path, namespace: 'enrollment' }),
                    languageOf(locale),
                    locale.currency,
                  ),
                  tiedToNewsletter: accountFeatures.interestsTiedToNewsletter,
                },
              }
            : {})}
        />
      </IntlIsland>
      <p>
        {t('haveAccount')} <Link href={`/${locale.path}/sign-in`}>{t('signIn')}</Link>
      </p>
    </Container>
  );
}
