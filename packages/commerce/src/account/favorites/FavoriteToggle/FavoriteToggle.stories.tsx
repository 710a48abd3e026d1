import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyTranslator } from '../../../messages/labelsIn';
import { favoriteToggleLabelsFrom } from '../labels';
import { FavoriteToggle } from './FavoriteToggle.client';

const labels = favoriteToggleLabelsFrom(storyTranslator('en', 'cart'));

/** The favorite heart of product cards, the product page and quick-shop (spec 1 §4). */
const meta = {
  title: 'Commerce/Account/FavoriteToggle',
  component: FavoriteToggle,
  args: {
    productName: 'Summit GTX Boot',
    saved: false,
    onToggle: fn(),
    labels,
  },
} satisfies Meta<typeof FavoriteToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not a favorite yet: an empty heart named after the product; a press reports it. */
export const NotSaved: Story = {
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: 'Add Summit GTX Boot to favorites' });
    await expect(heart).toHaveAttribute('data-favorite', 'not-saved');
    await userEvent.click(heart);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** A favorite: a filled heart that removes it. */
export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Remove Summit GTX Boot from favorites' }),
    ).toHaveAttribute('data-favorite', 'saved');
  },
};

/** By keyboard: Tab reaches the heart, Enter and Space press it. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Add Summit GTX Boot to favorites' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};

/** While the change runs: busy, presses ignored. */
export const Pending: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: 'Add Summit GTX Boot to favorites' });
    await expect(heart).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(heart);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** A failed change: its message in an alert under the heart. */
export const Failed: Story = {
  args: { error: labels.failed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your favorites could not be updated. Please try again.',
    );
  },
};

/** In French (fr-CA). */
export const French: Story = {
  args: { labels: favoriteToggleLabelsFrom(storyTranslator('fr', 'cart')), saved: true },
  parameters: { locale: 'fr-ca' },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Retirer Summit GTX Boot des favoris' }),
    );
    await expect(args.onToggle).toHaveBeenCalled();
  },
};

/** In French, failed. */
export const FrenchFailed: Story = {
  args: {
    labels: favoriteToggleLabelsFrom(storyTranslator('fr', 'cart')),
    error: favoriteToggleLabelsFrom(storyTranslator('fr', 'cart')).failed,
  },
  parameters: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Vos favoris n’ont pas pu être mis à jour. Veuillez réessayer.',
    );
  },
};
