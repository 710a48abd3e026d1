import { storefrontLocales } from '@storefront/api-contract';
import { type ContentDocument, defaultRegistry, getSlot, resolveBlock } from '@storefront/blocks';
import enrollmentSeed from '../../../../packages/mock-api/seed/content/enrollment.json';
import termsSeed from '../../../../packages/mock-api/seed/content/terms.json';

const terms = termsSeed as unknown as ContentDocument[];
const enrollment = enrollmentSeed as unknown as ContentDocument[];

/** The terms pages linked from the consents (spec 3 §2 "Routes and links"). */
const termsSlugs = [
  'loyalty-terms',
  'brand-terms',
  'sms-terms',
  'associate-discount-terms',
  'privacy',
];
/** The enrolment's fixed pages (spec 2 §7 augmented pages). */
const enrollmentPages = ['sign-up', 'sign-up-modal', 'loyalty-modal'];

const validates = (document: ContentDocument | undefined) => {
  const blocks = getSlot(document);
  expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) {
    expect(resolveBlock(block, defaultRegistry).status, JSON.stringify(block)).toBe('ok');
  }
};

describe('seed content of the enrolment and terms pages', () => {
  it.each(storefrontLocales.map((locale) => [locale.path, locale] as const))(
    '%s has every terms page as a generic content page',
    (path, locale) => {
      for (const slug of termsSlugs) {
        const page = terms.find((doc) => doc.locale === path && doc.slug === slug);
        expect(page, slug).toMatchObject({ docType: 'page', siteId: locale.siteId });
        validates(page);
      }
    },
  );

  it.each(storefrontLocales.map((locale) => [locale.path, locale] as const))(
    '%s has the sign-up, sign-up-modal and loyalty-modal augmented pages',
    (path, locale) => {
      for (const slug of enrollmentPages) {
        const page = enrollment.find((doc) => doc.locale === path && doc.slug === slug);
        expect(page, slug).toMatchObject({ docType: 'augmentedpage', siteId: locale.siteId });
        validates(page);
      }
    },
  );

  it('writes fr-ca in French', () => {
    expect(terms.find((doc) => doc.id === 'privacy-fr-ca')?.title).toBe(
      'Politique de confidentialité',
    );
    expect(
      JSON.stringify(enrollment.find((doc) => doc.id === 'augmentedpage-loyalty-modal-fr-ca')),
    ).toContain('Un point par dollar');
  });
});
