import type { ProductSet, ProductTile } from '@storefront/api-contract';
import { demoProductImage } from '@storefront/blocks/fixtures';
import { catalogLabelsFrom } from '@storefront/commerce';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { commerceTranslator } from '../../i18n/translate';
import { ProductSetsView, productSetsWordsFrom } from './ProductSetsView';

/**
 * The product sets under the product details (spec 2 §7 `productSets`, `productSet`), as the
 * product page shows them after reading the sets on the server.
 */
const wordsIn = (language: 'en' | 'fr') => ({
  labels: catalogLabelsFrom(commerceTranslator('catalog', language)),
  words: productSetsWordsFrom(commerceTranslator('productExtras', language)),
});
const en = wordsIn('en');
const fr = wordsIn('fr');

function tile(id: string, name: string, tint: string, current: number): ProductTile {
  return {
    id,
    name,
    url: `/p/${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${id}`,
    image: { url: demoProductImage(tint, '#1f2a2e', 300), alt: name },
    price: { current, original: current },
    currency: 'USD',
    rating: { average: 4.4, count: 9 },
    colors: [],
    isDigitalProduct: false,
    presale: false,
    available: true,
  };
}

const trail: ProductSet = {
  id: 'SET0001TR',
  name: 'Trail running kit',
  description: 'Shoes, shell, cap and socks for fast days on the trail.',
  products: [
    tile('ALP1101M', "Men's Ridge Runner", '#e9e2d0', 139),
    tile('ALP2001M', "Men's Storm Shell", '#d6e4e8', 229),
    tile('ALP3001U', 'Trail Cap', '#efe0d6', 29),
    tile('ALP3003U', 'Merino Trail Socks', '#dfe8d6', 24),
  ],
};

const trek: ProductSet = {
  id: 'SET0002HT',
  name: 'Hut-to-hut trek',
  description: 'Everything for a multi-day trek between mountain huts.',
  products: [tile('ALP1101M', "Men's Ridge Runner", '#e9e2d0', 139)],
};

/** The sets as a Canadian site lists them: prices in Canadian dollars. */
const inCanadianDollars = (set: ProductSet): ProductSet => ({
  ...set,
  products: set.products.map((product) => ({ ...product, currency: 'CAD' })),
});

const meta = {
  title: 'Storefront/ProductSets',
  component: ProductSetsView,
  args: {
    sets: [trail, trek],
    productId: 'ALP1101M',
    locale: { path: 'en-us', tag: 'en-US' },
    ...en,
  },
} satisfies Meta<typeof ProductSetsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A set's other products as a grid named after the set, linking into the page's locale; the
 * product of the page is left out, and a set with nothing else (the trek) is not shown.
 */
export const OneSet: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Shop the set: Trail running kit' }),
    ).toBeVisible();
    const grid = canvas.getByRole('list', { name: 'Products of the set Trail running kit' });
    await expect(grid.querySelectorAll(':scope > li')).toHaveLength(3);
    await expect(canvas.queryByRole('link', { name: "Men's Ridge Runner" })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Trail Cap' })).toHaveAttribute(
      'href',
      '/en-us/p/trail-cap-ALP3001U',
    );
    await expect(canvas.queryByText('Hut-to-hut trek', { exact: false })).toBeNull();
  },
};

/** In French on the Canadian site, with the page's locale in the links and prices. */
export const French: Story = {
  args: {
    sets: [trail, trek].map(inCanadianDollars),
    locale: { path: 'fr-ca', tag: 'fr-CA' },
    ...fr,
  },
  parameters: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Acheter l’ensemble : Trail running kit' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Trail Cap' })).toHaveAttribute(
      'href',
      '/fr-ca/p/trail-cap-ALP3001U',
    );
    await expect(canvas.queryByText(/US/)).toBeNull();
  },
};
