import { searchSorts } from '@storefront/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { labelsIn } from '../../../messages/labelsIn';
import { readListingState } from '../../listingQuery';
import { SortSelect } from './SortSelect.client';

const meta = {
  title: 'Commerce/SortSelect',
  component: SortSelect,
  args: {
    options: searchSorts,
    basePath: '/en-us/c/footwear-3000',
    state: readListingState({ f_color: 'black', page: '3' }),
    labels: labelsIn('en').catalog,
  },
} satisfies Meta<typeof SortSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A GET form: the filters travel as hidden fields, the page does not (back to 1). */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveValue('relevance');
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('action', '/en-us/c/footwear-3000');
    await expect(form?.querySelector('input[name="f_color"]')).toHaveValue('black');
    await expect(form?.querySelector('input[name="page"]')).toBeNull();
  },
};

/** Choosing a sort submits the form at once. */
export const SubmitsOnChange: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector('form');
    if (!form) throw new Error('no form');
    const submitted = fn();
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted(new FormData(form).get('sort'));
    });
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Sort by' }),
      'Price: low to high',
    );
    await expect(submitted).toHaveBeenCalledWith('price-asc');
  },
};

/** The current sort is selected; the Apply button works without JavaScript. */
export const CurrentSort: Story = {
  args: { state: readListingState({ sort: 'newest' }), submitOnChange: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveAttribute('type', 'submit');
  },
};

/** French (fr-CA): the words come from the page, as the category page passes them. */
export const French: Story = {
  args: { labels: labelsIn('fr').catalog },
  parameters: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Trier par' });
    await expect(select).toHaveValue('relevance');
    await expect(canvas.getByRole('option', { name: 'Prix croissant' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Appliquer' })).toBeInTheDocument();
  },
};
