import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docTypeRequiredMessage, readShowcaseQuery } from '../../lib/query';
import { ShowcaseControls } from './ShowcaseControls';

const meta = {
  title: 'Preview tool/ShowcaseControls',
  component: ShowcaseControls,
  args: { query: readShowcaseQuery({}) },
} satisfies Meta<typeof ShowcaseControls>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: limit 20, default locale. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Per page/ })).toHaveValue('20');
    await expect(canvas.getByRole('combobox', { name: /Doc type/ })).toHaveValue('');
  },
};

/** Submitted without a docType: the spec's message at the field. */
export const DocTypeRequired: Story = {
  args: { docTypeError: docTypeRequiredMessage },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(docTypeRequiredMessage)).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: /Doc type/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Every control set, as read back from a shared URL. */
export const Filled: Story = {
  args: {
    query: readShowcaseQuery({
      docType: 'page',
      layoutVariant: 'wide',
      limit: '50',
      locale: 'fr-ca',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Doc type/ })).toHaveValue('page');
    await expect(canvas.getByRole('combobox', { name: /Locale/ })).toHaveValue('fr-ca');
    await expect(canvas.getByRole('textbox', { name: /Layout variant/ })).toHaveValue('wide');
  },
};
