import { languageOf } from '@storefront/api-contract';
import {
  enrollmentLabelsFrom,
  passwordHintLabelsFrom,
  passwordLabelsFrom,
  signUpLabelsFrom,
} from '@storefront/commerce';
import { Container, Heading } from '@storefront/ui';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { signInWordsFor } from '../../../../src/components/SignIn/signInWords';
import { getAugmentedPageContent } from '../../../../src/lib/augmentedPage';
import { readEnrollmentProfile } from '../../../../src/lib/auth/enrollmentProfile';
import { signUpConfigFor } from '../../../../src/lib/auth/signUpConfig';
import { shellSlotRenderer } from '../../../../src/lib/contentSlots';
import { privateMetadataFor } from '../../../../src/lib/pageMetadata';
import { type LocaleParams, routeLocale } from '../../../../src/lib/routeParams';
import { readSession } from '../../../../src/lib/session/session';
import * as styles from '../../forgot-password/page.css';
import { EnrollPageClient } from './EnrollPage.client';
import { GuestEnrollPageClient } from './GuestEnroll.client';

/** The page title in the locale's words; never indexed. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'enrollment' }))('loyalty.title'),
);

/**
 * Loyalty sign-up and profile completion, `/{lang}-{region}/account/enroll` (spec 2 §2, §4;
 * spec 3 §4, §6): the signed-in consumer's remaining enrolment steps and, for a non-member,
 * the loyalty sign-up dialog with the `loyalty-modal` content slot. A signed-out shopper gets
 * the flow from its lookup step (spec 2 §2 initial step): sign in or sign up on the page, then
 * the remaining steps.
 */
export default async function EnrollRoute({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params);
  if (!(await readSession()).signedIn) {
    const [t, words, content] = await Promise.all([
      getTranslations({ locale: locale.path, namespace: 'enrollment' }),
      signInWordsFor(locale),
      getAugmentedPageContent(locale, 'loyalty-modal'),
    ]);
    return (
      <Container className={styles.page}>
        <Heading level={1}>{t('loyalty.title')}</Heading>
        <p className={styles.intro}>{t('loyalty.intro')}</p>
        <GuestEnrollPageClient
          localePath={locale.path}
          localeTag={locale.tag}
          words={words}
          doneHref={`/${locale.path}`}
          content={shellSlotRenderer(locale, content)('main')}
        />
      </Container>
    );
  }
  const profile = await readEnrollmentProfile();
  // A signed-in profile that cannot be read now (an expired token is renewed by the next
  // action, not by a render): the page as a 404 rather than a sign-in loop.
  if (!profile) notFound();
  const [t, tp, ts, config, content] = await Promise.all([
    getTranslations({ locale: locale.path, namespace: 'enrollment' }),
    getTranslations({ locale: locale.path, namespace: 'password' }),
    getTranslations({ locale: locale.path, namespace: 'signUp' }),
    signUpConfigFor(locale),
    getAugmentedPageContent(locale, 'loyalty-modal'),
  ]);
  // The mobile and profile steps check phone and birth date with the sign-up form's rules.
  const signUpWords = signUpLabelsFrom(ts, languageOf(locale), passwordHintLabelsFrom(tp));
  return (
    <Container className={styles.page}>
      <Heading level={1}>{t('loyalty.title')}</Heading>
      <p className={styles.intro}>{t('loyalty.intro', { currency: locale.currency })}</p>
      <EnrollPageClient
        profile={profile}
        labels={enrollmentLabelsFrom(t, languageOf(locale), locale.currency)}
        passwordLabels={passwordLabelsFrom(tp, languageOf(locale))}
        detailRules={{
          config,
          validation: signUpWords.validation,
          dialCodeLabel: signUpWords.dialCode,
        }}
        loyaltyContent={shellSlotRenderer(locale, content)('main')}
        termsHref={`/${locale.path}/loyalty-terms`}
        doneHref={`/${locale.path}`}
      />
    </Container>
  );
}
