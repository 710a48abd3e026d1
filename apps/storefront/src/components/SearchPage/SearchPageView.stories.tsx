import type { ProductTile } from '@storefront/api-contract';
import { demoProductImage } from '@storefront/blocks/fixtures';
import { catalogLabelsFrom, ProductGrid } from '@storefront/commerce';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createTranslator } from 'use-intl';
import { commerceTranslator, shellTranslator } from '../../i18n/translate';
import searchEn from '../../messages/en/search.json';
import searchFr from '../../messages/fr/search.json';
import { SearchPageView, type SearchPageWords } from './SearchPageView';

/** The page's words in a language, for the words searched. */
function wordsIn(language: 'en' | 'fr', q?: string): SearchPageWords {
  const t = createTranslator({
    locale: language,
    messages: { search: language === 'fr' ? searchFr : searchEn },
    namespace: 'search',
  });
  return {
    heading: q ? t('page.resultsFor', { q }) : t('page.title'),
    formLabel: t('page.formLabel'),
    submit: t('field.submit'),
    prompt: t('page.prompt'),
    categories: t('page.categories'),
    noResults: q ? t('page.noResults', { q }) : '',
    noResultsText: t('page.noResultsText'),
    tryTerms: t('page.tryTerms'),
    unavailable: shellTranslator(language)('contentUnavailable.text'),
  };
}

const categoryLinks = [
  { href: '/en-us/c/womens-hiking-boots', label: "Women's hiking boots" },
  { href: '/en-us/c/mens-hiking-boots', label: "Men's hiking boots" },
  { href: '/en-us/c/jackets', label: 'Jackets' },
];

const tile = (id: string, name: string, tint: string, current: number): ProductTile => ({
  id,
  name,
  url: `/en-us/p/${id}`,
  image: { url: demoProductImage(tint), alt: '' },
  price: { current, original: current },
  currency: 'USD',
  rating: { average: 4.5, count: 12 },
  colors: [],
  isDigitalProduct: false,
  presale: false,
  available: true,
});

/**
 * The search page's markup in its four states (spec 2 §2 page type `search`). The page itself
 * (`SearchPage`) reads the search, the suggestions and the slots on the server; in the results
 * state it renders the category page's listing, which a product grid stands in for here.
 */
const meta = {
  title: 'Storefront/SearchPage',
  component: SearchPageView,
  args: {
    basePath: '/en-us/search',
    q: 'boots',
    state: 'results',
    words: wordsIn('en', 'boots'),
    categoryLinks,
  },
} satisfies Meta<typeof SearchPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Results: the words searched as the heading, the form keeps them, the listing below. */
export const Results: Story = {
  args: {
    // The listing names its result count in an h2 above the cards (their names are h3).
    results: (
      <section aria-labelledby="search-story-count">
        <h2 id="search-story-count">2 products</h2>
        <ProductGrid
          products={[
            tile('ALP1001M', "Men's Summit Hiking Boot", '#e8e0d0', 189.95),
            tile('ALP1401M', 'Meadow Walker Boot', '#d7e3df', 149),
          ]}
          hrefOf={(product) => `/en-us/p/${product.id}`}
          locale="en-US"
          label="Results for “boots”"
          labels={catalogLabelsFrom(commerceTranslator('catalog', 'en'))}
        />
      </section>
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Results for “boots”' }),
    ).toBeVisible();
    // The form in its `<search>` landmark (which Testing Library has no role for yet).
    const form = canvas.getByRole('searchbox', { name: 'Search again' }).closest('search');
    await expect(form).toHaveAttribute('aria-label', 'Search again');
    await expect(within(form as HTMLElement).getByRole('searchbox')).toHaveValue('boots');
    await expect(within(form as HTMLElement).getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(
      canvas.getByRole('list', { name: 'Results for “boots”' }).querySelectorAll('li'),
    ).toHaveLength(2);
  },
};

/** No results: announced as a status, with terms to try and the top categories. */
export const NoResults: Story = {
  args: {
    q: 'bootz',
    state: 'noResults',
    words: wordsIn('en', 'bootz'),
    termLinks: [
      { href: '/en-us/search?q=boot', label: 'boot' },
      { href: '/en-us/search?q=boots', label: 'boots' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No results for “bootz”');
    const tryTerms = within(canvas.getByRole('region', { name: 'Try' }));
    await expect(tryTerms.getByRole('link', { name: 'boot' })).toHaveAttribute(
      'href',
      '/en-us/search?q=boot',
    );
    await expect(
      within(canvas.getByRole('region', { name: 'Shop by category' })).getAllByRole('link'),
    ).toHaveLength(3);
  },
};

/** No results in French (fr-CA). */
export const NoResultsFrench: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    basePath: '/fr-ca/search',
    q: 'bottez',
    state: 'noResults',
    words: wordsIn('fr', 'bottez'),
    termLinks: [{ href: '/fr-ca/search?q=botte', label: 'botte' }],
    categoryLinks: [{ href: '/fr-ca/c/vestes', label: 'Vestes' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(wordsIn('fr', 'bottez').noResults);
    await expect(canvas.getByRole('link', { name: 'botte' })).toBeVisible();
  },
};

/** No words yet: a prompt and the categories. */
export const Prompt: Story = {
  args: { q: undefined, state: 'prompt', words: wordsIn('en') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search again' })).toHaveValue('');
    await expect(canvas.getByText(wordsIn('en').prompt)).toBeVisible();
  },
};

/** The search service failed: an alert, the form stays to try again. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(wordsIn('en').unavailable);
    await expect(canvas.getByRole('searchbox', { name: 'Search again' })).toHaveValue('boots');
  },
};
