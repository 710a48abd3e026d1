import { captchaLabelsFrom } from '@storefront/commerce';
import { Container, Heading } from '@storefront/ui';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { IntlIsland } from '../../../src/i18n/IntlIsland';
import { captchaSettings } from '../../../src/lib/auth/captcha';
import { safeReturnTo } from '../../../src/lib/auth/returnTo';
import { requireLocale } from '../../../src/lib/locale';
import { privateMetadataFor } from '../../../src/lib/pageMetadata';
import { readSession } from '../../../src/lib/session/session';
import * as styles from './page.css';
import { SignInPageClient } from './SignInPage.client';

/** Texts of the page by language. */
const texts = {
  en: {
    title: 'Sign in',
    intro:
      'Sign in to pay with your loyalty points, rewards or athlete credit. Items in your cart come with you.',
  },
  fr: {
    title: 'Connexion',
    intro:
      'Connectez-vous pour payer avec vos points, vos récompenses ou votre crédit athlète. Les articles de votre panier vous suivent.',
  },
} as const;

const textsOf = (language: string) => (language === 'fr' ? texts.fr : texts.en);

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor((locale) => textsOf(locale.language).title);

/**
 * The plain sign-in page `/{lang}-{region}/sign-in?returnTo=/…` (spec 1 §6 Registered
 * consumer; the spec's sign-in and sign-up dialogs and enrolment steps are not this page):
 * email and password, signed in by the `signInAction` server action (PKCE, captcha, the
 * guest's cart merged), then back to `returnTo` (same-origin paths only, else the locale's
 * home). A shopper already signed in goes straight there.
 */
export default async function SignInRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = requireLocale((await params).locale);
  const returnTo = safeReturnTo((await searchParams).returnTo, locale.path);
  if ((await readSession()).signedIn) redirect(returnTo);
  const text = textsOf(locale.language);
  return (
    <Container className={styles.page}>
      <Heading level={1}>{text.title}</Heading>
      <p className={styles.intro}>{text.intro}</p>
      {/* A provider for the form's hooks; its words come as props (no namespace shipped). */}
      <IntlIsland locale={locale} namespaces={[]}>
        <SignInPageClient
          localePath={locale.path}
          language={locale.language}
          returnTo={returnTo}
          captcha={await captchaSettings()}
          captchaLabels={captchaLabelsFrom(
            await getTranslations({ locale: locale.path, namespace: 'checkout' }),
          )}
        />
      </IntlIsland>
    </Container>
  );
}
