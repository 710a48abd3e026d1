import { ContactUsForm } from '@storefront/commerce/client';
import { Container, Heading, Link } from '@storefront/ui';
import { getTranslations } from 'next-intl/server';
import { IntlIsland } from '../../../../src/i18n/IntlIsland';
import { getAugmentedPageContent } from '../../../../src/lib/augmentedPage';
import { shellSlotRenderer } from '../../../../src/lib/contentSlots';
import { getContactCategories } from '../../../../src/lib/help/contactCategories';
import { contactUsAction } from '../../../../src/lib/help/helpActions';
import { privateMetadataFor } from '../../../../src/lib/pageMetadata';
import { type LocaleParams, routeLocale } from '../../../../src/lib/routeParams';
import * as styles from '../../account/orders/page.css';

/** The page title in the locale's words. */
export const generateMetadata = privateMetadataFor(async (locale) =>
  (await getTranslations({ locale: locale.path, namespace: 'help' }))('contact.title'),
);

/**
 * Contact us `/{lang}-{region}/help/contact-us` (the footer's "Contact us"; spec 2 §7 GET
 * /contactus/categorySubject, POST /contactus): topic and subject in the locale's language,
 * the shopper's details and message; the case id confirms it. Links to the warranty request;
 * the `contact-us` fixed page's `top` and `main` slots (spec 2 §7) around the form.
 */
export default async function ContactUsRoute({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params);
  const [categories, t, content] = await Promise.all([
    getContactCategories(locale),
    getTranslations({ locale: locale.path, namespace: 'help' }),
    getAugmentedPageContent(locale, 'contact-us'),
  ]);
  // The `contact-us` fixed page's slots (spec 2 §7), seeded for every locale.
  const slot = shellSlotRenderer(locale, content);
  return (
    <Container className={styles.page}>
      <Heading level={1}>{t('contact.title')}</Heading>
      <p className={styles.intro}>{t('contact.intro')}</p>
      {slot('top')}
      <IntlIsland locale={locale} namespaces={['help']}>
        <ContactUsForm categories={categories} onSubmit={contactUsAction} />
      </IntlIsland>
      <p className={styles.intro}>
        <Link href={`/${locale.path}/help/warranty`}>{t('warranty.title')}</Link>
      </p>
      {slot('main')}
    </Container>
  );
}
