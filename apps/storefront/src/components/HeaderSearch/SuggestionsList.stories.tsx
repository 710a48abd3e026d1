import type { AutoSuggest, ProductTile } from '@storefront/api-contract';
import { demoProductImage } from '@storefront/blocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createTranslator } from 'use-intl';
import searchEn from '../../messages/en/search.json';
import searchFr from '../../messages/fr/search.json';
import { SuggestionsList } from './SuggestionsList.client';
import { rankSuggestions } from './suggestions';
import { searchFieldWordsFrom } from './words';

/**
 * The header search's suggestions (loaded on the field's first focus): what `rankSuggestions`
 * makes of an autoSuggest answer and the recent searches. The combobox that drives the field
 * (`SearchCombobox`) needs the Next router; the e2e journey `e2e/search.spec.ts` drives it.
 */
const wordsIn = (language: 'en' | 'fr') =>
  searchFieldWordsFrom(
    createTranslator({
      locale: language,
      messages: { search: language === 'fr' ? searchFr : searchEn },
      namespace: 'search',
    }) as (key: string, values?: Record<string, string>) => string,
  );

function tile(id: string, name: string, tint: string, current: number): ProductTile {
  return {
    id,
    name,
    url: `/p/${name.toLowerCase().replace(/ /g, '-')}-${id}`,
    image: { url: demoProductImage(tint, '#1f2a2e', 96), alt: name },
    price: { current, original: current },
    currency: 'USD',
    rating: { average: 4.5, count: 12 },
    colors: [],
    isDigitalProduct: false,
    presale: false,
    available: true,
  };
}

const answer: AutoSuggest = {
  query: 'boo',
  suggestions: [
    { term: 'boot', count: 18 },
    { term: 'boots', count: 6 },
    { term: 'bootie', count: 2 },
  ],
  products: [
    tile('ALP1401M', 'Meadow Walker Boot', '#e9e2d0', 149),
    tile('ALP1001M', 'Summit Hiking Boot', '#d7e4e0', 229),
    tile('ALP1002W', 'Ridge Winter Boot', '#e4d7de', 189.5),
  ],
  categories: [
    { id: '300010', name: 'Hiking boots', url: '/c/hiking-boots-300010' },
    { id: '300011', name: 'Winter boots', url: '/c/winter-boots-300011' },
  ],
};

const meta = {
  title: 'Storefront/HeaderSearch/SuggestionsList',
  component: SuggestionsList,
  decorators: [
    // Where the header's field is: the popup hangs below it, as wide as it.
    (Story) => (
      <div style={{ paddingBlockEnd: '36rem' }}>
        <div style={{ position: 'relative', width: '22rem', height: '2.75rem' }}>
          <Story />
        </div>
      </div>
    ),
  ],
  args: {
    id: 'suggestions',
    groups: rankSuggestions('boo', answer, ['boots waterproof'], 'en-us'),
    activeId: undefined,
    locale: 'en-US',
    words: wordsIn('en'),
    onChoose: fn(),
    onClearRecent: fn(),
  },
} satisfies Meta<typeof SuggestionsList>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * "boo" typed: a matching recent search, term completions, categories and products with their
 * image and price; each group labelled; a click chooses the option.
 */
export const Suggestions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const listbox = canvas.getByRole('listbox', { name: 'Search suggestions' });
    const products = within(listbox).getByRole('group', { name: 'Products' });
    await expect(within(products).getAllByRole('option')).toHaveLength(3);
    await expect(within(listbox).getByRole('group', { name: 'Suggestions' })).toBeVisible();
    await userEvent.click(within(products).getByRole('option', { name: /Summit Hiking Boot/ }));
    await expect(args.onChoose).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'product', href: '/en-us/p/summit-hiking-boot-ALP1001M' }),
    );
  },
};

/** The arrow keys' active option: marked `aria-selected`, outlined. */
export const ActiveOption: Story = {
  args: { activeId: 'category-0' },
  play: async ({ canvasElement }) => {
    const option = within(canvasElement).getByRole('option', { name: 'Hiking boots' });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(option).toHaveAttribute('id', 'suggestions-category-0');
  },
};

/** An empty field: the recent searches and the button that clears them. */
export const RecentSearches: Story = {
  args: { groups: rankSuggestions('', undefined, ['trail runners', 'boots'], 'en-us') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Recent searches' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear recent searches' }));
    await expect(args.onClearRecent).toHaveBeenCalledTimes(1);
  },
};

/** In French (fr-ca): the groups' words and the prices in Canadian French. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    groups: rankSuggestions('boo', answer, ['bottes'], 'fr-ca'),
    locale: 'fr-CA',
    words: wordsIn('fr'),
  },
  play: async ({ canvasElement }) => {
    const listbox = within(canvasElement).getByRole('listbox', {
      name: 'Suggestions de recherche',
    });
    await expect(within(listbox).getByRole('group', { name: 'Produits' })).toBeVisible();
    await expect(within(listbox).getByText(/^149,00/)).toBeVisible();
  },
};
