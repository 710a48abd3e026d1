/**
 * Location confirmation (spec 1 §2 dialogs; issue scope "Stores"): the edge tells the storefront
 * the shopper's country in a header (`STOREFRONT_COUNTRY_HEADER`, `x-e2e-country` here; e2e/
 * servers.ts). Without it nothing shows; with a country other than the site's, a dialog offers
 * the same page on that country's site (one link per language for Canada) or staying, and the
 * answer is remembered (no dialog on the next page). One journey per locale, split across the projects: en-us and en-gb on
 * desktop, en-ca and fr-ca on mobile. axe clean with the dialog open.
 */
import { expect, expectNoAxeViolations, test } from './fixtures';

interface Variant {
  path: string;
  mobile: boolean;
  country: string;
  answer: 'go' | 'stay';
  target: string;
  words: { title: string; detected: string; go: string; stay: string };
  /** The other language's site, where the country has two (Canada). */
  alsoOffered?: { go: string; target: string };
}

const english = (country: string, site: string) => ({
  title: 'Choose your site',
  detected: `Your location: ${country}`,
  go: `Shop on the ${country} site`,
  stay: `Stay on the ${site} site`,
});

const variants: Variant[] = [
  {
    path: 'en-us',
    mobile: false,
    country: 'GB',
    answer: 'go',
    target: 'en-gb',
    words: english('United Kingdom', 'United States'),
  },
  {
    path: 'en-gb',
    mobile: false,
    country: 'CA',
    answer: 'stay',
    target: 'en-ca',
    words: { ...english('Canada', 'United Kingdom'), go: 'Shop on the Canada site in English' },
    alsoOffered: { go: 'Shop on the Canada site in French', target: 'fr-ca' },
  },
  {
    path: 'en-ca',
    mobile: true,
    country: 'GB',
    answer: 'go',
    target: 'en-gb',
    words: english('United Kingdom', 'Canada'),
  },
  {
    path: 'fr-ca',
    mobile: true,
    country: 'US',
    answer: 'stay',
    target: 'en-us',
    words: {
      title: 'Choisissez votre site',
      detected: 'Votre emplacement : États-Unis',
      go: 'Magasiner sur le site États-Unis',
      stay: 'Rester sur le site Canada',
    },
  },
];

test.describe('location confirmation', () => {
  test.setTimeout(60_000);

  for (const v of variants) {
    test(`${v.path} from ${v.country}: ${v.answer}`, async ({ page, isMobile }) => {
      test.skip(isMobile !== v.mobile, 'locale variants are split across the projects');
      const dialog = page.getByRole('dialog', { name: v.words.title });

      // No country header (the default): no dialog.
      await page.goto(`/${v.path}/stores?q=80202`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(dialog).toHaveCount(0);

      await page.setExtraHTTPHeaders({ 'x-e2e-country': v.country });
      await page.reload();
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(v.words.detected);
      await expect(dialog.getByRole('link', { name: v.words.go })).toHaveAttribute(
        'href',
        `/${v.target}/stores?q=80202`,
      );
      if (v.alsoOffered) {
        await expect(dialog.getByRole('link', { name: v.alsoOffered.go })).toHaveAttribute(
          'href',
          `/${v.alsoOffered.target}/stores?q=80202`,
        );
      }
      await expectNoAxeViolations(page);

      if (v.answer === 'go') {
        await dialog.getByRole('link', { name: v.words.go }).click();
        await expect(page).toHaveURL(new RegExp(`/${v.target}/stores\\?q=80202$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      } else {
        await dialog.getByRole('button', { name: v.words.stay }).click();
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`/${v.path}/stores\\?q=80202$`));
      }
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'locationChoice')?.value).toBe(v.country);

      // Answered: the site the shopper is on asks no more.
      await page.goto(`/${v.path}`);
      await page.waitForLoadState('networkidle');
      await expect(dialog).toHaveCount(0);
    });
  }
});
