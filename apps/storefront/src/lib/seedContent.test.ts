import { storefrontLocales } from '@storefront/api-contract';
import {
  type ContentDocument,
  collectExperienceIds,
  collectSegmentConditions,
  defaultRegistry,
  getSlot,
  resolveBlock,
} from '@storefront/blocks';
import accountSeed from '../../../../packages/mock-api/seed/content/account.json';
import footerSeed from '../../../../packages/mock-api/seed/content/footer.json';
import homeSeed from '../../../../packages/mock-api/seed/content/home.json';
import menuSeed from '../../../../packages/mock-api/seed/content/menu.json';
import { readBenefits, readFooter, readMenu } from './navigation';

const seeds = { home: homeSeed, menu: menuSeed, footer: footerSeed, account: accountSeed };
const seed = (name: keyof typeof seeds) => seeds[name] as unknown as ContentDocument[];

describe('seed content of the storefront', () => {
  it.each(storefrontLocales.map((locale) => [locale.path, locale] as const))(
    '%s has a home page whose blocks all validate',
    (path, locale) => {
      const home = seed('home').find((doc) => doc.locale === path && doc.slug === 'home');
      expect(home?.siteId).toBe(locale.siteId);
      const blocks = getSlot(home);
      expect(blocks.map((block) => (block as { type: string }).type)).toEqual(
        expect.arrayContaining(['heroBanner', 'productCollection', 'experience', 'segmentation']),
      );
      // The demo personalisation (README "Personalisation"): a member sees the member block,
      // everyone else the join block; the story is an experience of the decision engine's seed.
      expect(collectSegmentConditions(blocks)).toEqual(new Set(['loyaltyMember']));
      expect(collectExperienceIds(blocks)).toEqual(['home-story-test']);
      for (const block of blocks) {
        const resolved = resolveBlock(block, defaultRegistry);
        expect(resolved.status, JSON.stringify(resolved)).toBe('ok');
      }
      const collection = blocks.find(
        (block) => (block as { type: string }).type === 'productCollection',
      ) as { fields: { items: { currency: string }[] } };
      expect(collection.fields.items.length).toBeGreaterThanOrEqual(6);
      expect(collection.fields.items.every((item) => item.currency === locale.currency)).toBe(true);
    },
  );

  it.each(storefrontLocales.map((locale) => [locale.path] as const))(
    '%s has a menu and a footer',
    (path) => {
      const menu = seed('menu').find((doc) => doc.locale === path);
      const footer = seed('footer').find((doc) => doc.locale === path);
      expect(readMenu(menu).length).toBeGreaterThanOrEqual(4);
      expect(readBenefits(menu)).toEqual([
        expect.objectContaining({ type: 'benefitBar', id: 'menu-benefit-bar' }),
      ]);
      expect(readFooter(footer).columns.length).toBe(3);
      expect(readFooter(footer).legal).not.toBeNull();
    },
  );

  it.each(
    storefrontLocales.flatMap((locale) =>
      (['account', 'account-profile', 'contact-us'] as const).map(
        (slug) => [slug, locale.path, locale.siteId] as const,
      ),
    ),
  )(
    'has the %s fixed page of %s (spec 2 §7): its slots validate, its links stay in the locale',
    (slug, path, siteId) => {
      const doc = seed('account').find((d) => d.locale === path && d.slug === slug);
      expect(doc?.siteId).toBe(siteId);
      const blocks = [...getSlot(doc, 'top'), ...getSlot(doc, 'main')];
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) {
        const resolved = resolveBlock(block, defaultRegistry);
        expect(resolved.status, JSON.stringify(resolved)).toBe('ok');
      }
      const links = [...JSON.stringify(doc).matchAll(/(?:href=\\"|"url": ?")([^"\\]+)/g)].map(
        (m) => m[1],
      );
      expect(links.length).toBeGreaterThan(0);
      for (const link of links)
        expect(link).toMatch(new RegExp(`^/${path}/(account|help|privacy)`));
    },
  );

  it('writes fr-ca content in French', () => {
    const home = seed('home').find((doc) => doc.locale === 'fr-ca');
    expect(JSON.stringify(home)).toContain('Faits pour les sentiers');
  });
});
