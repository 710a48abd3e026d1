import type { CompareProduct } from '@storefront/api-contract';
import { demoProductImage } from '@storefront/blocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createTranslator } from 'use-intl';
import searchEn from '../../messages/en/search.json';
import searchFr from '../../messages/fr/search.json';
import { CompareTable, compareWordsOf } from './CompareTable';

/**
 * The compare view (spec 2 §7 "Internal" compare): what the category grid's compare dialog and
 * the `/compare` page show for 2 to 4 products. The dialog itself (its Server Action and lazy
 * code) is driven by the e2e journey `e2e/compare.spec.ts`.
 */
const wordsIn = (language: 'en' | 'fr') =>
  compareWordsOf(
    createTranslator({
      locale: language,
      messages: { search: language === 'fr' ? searchFr : searchEn },
      namespace: 'search.compare',
    }) as (key: string, values?: Record<string, string | number>) => string,
  );

function product(
  id: string,
  name: string,
  tint: string,
  price: { current: number; original: number },
  more: Partial<CompareProduct> = {},
): CompareProduct {
  return {
    id,
    name,
    url: `/p/${name.toLowerCase().replace(/ /g, '-')}-${id}`,
    image: { url: demoProductImage(tint, '#1f2a2e', 240), alt: name },
    price,
    currency: 'USD',
    rating: { average: 4.5, count: 12 },
    colors: [
      { value: 'brown', label: 'Brown', swatch: '#6b4a2b' },
      { value: 'black', label: 'Black', swatch: '#111' },
    ],
    isDigitalProduct: false,
    presale: false,
    available: true,
    attributes: { colors: ['brown', 'black'], sizes: ['8', '9', '10', '11'] },
    ...more,
  };
}

const products = [
  product('ALP1401M', 'Meadow Walker Boot', '#e9e2d0', { current: 149, original: 149 }),
  product(
    'ALP1001M',
    'Summit Hiking Boot',
    '#d7e4e0',
    { current: 183.2, original: 229 },
    {
      rating: { average: 0, count: 0 },
    },
  ),
  product(
    'ALP1002W',
    'Ridge Winter Boot',
    '#e4d7de',
    { current: 189.5, original: 189.5 },
    {
      available: false,
      colors: [{ value: 'grey', label: 'Grey', swatch: '#888' }],
      attributes: { colors: ['grey'], sizes: ['6', '7'] },
    },
  ),
];

const meta = {
  title: 'Storefront/Compare/CompareTable',
  component: CompareTable,
  args: {
    products,
    hrefOf: (p: CompareProduct) => `/en-us${p.url}`,
    locale: 'en-US',
    words: wordsIn('en'),
  },
} satisfies Meta<typeof CompareTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three boots: one column per product (its name links to its page), a row per feature; the
 * sale price with the original struck through, no reviews, out of stock.
 */
export const ThreeProducts: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await expect(within(table).getByRole('link', { name: 'Summit Hiking Boot' })).toHaveAttribute(
      'href',
      '/en-us/p/summit-hiking-boot-ALP1001M',
    );
    await expect(within(table).getByText('$229.00')).toBeVisible();
    await expect(within(table).getByText('No reviews yet')).toBeVisible();
    await expect(within(table).getByText('Out of stock')).toBeVisible();
    await expect(within(table).getAllByText('4.5 out of 5 (12 reviews)')).toHaveLength(2);
  },
};

/** In French (fr-ca): the features' words, money and numbers in Canadian French. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    products: products.map((p) => ({ ...p, currency: 'CAD' })),
    hrefOf: (p: CompareProduct) => `/fr-ca${p.url}`,
    locale: 'fr-CA',
    words: wordsIn('fr'),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getByRole('rowheader', { name: 'Prix' })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'Tailles' })).toBeVisible();
    await expect(within(table).getByText(/^149,00\s\$$/)).toBeVisible();
    await expect(within(table).getAllByText('4,5 sur 5 (12 avis)')).toHaveLength(2);
  },
};

/** Two products, the fewest a comparison takes. */
export const TwoProducts: Story = {
  args: { products: products.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
  },
};
