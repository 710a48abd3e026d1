import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { type TabItem, Tabs } from './Tabs';

const items: TabItem[] = [
  { value: 'details', label: 'Details', content: <p>Waterproof leather upper, rubber outsole.</p> },
  { value: 'fit', label: 'Fit', content: <p>Runs true to size. Medium width.</p> },
  { value: 'reviews', label: 'Reviews', content: <p>4.6 out of 5 from 212 reviews.</p> },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { items, label: 'Product information', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Automatic activation: arrow keys select the tab they move to, wrapping at the ends. */
export const Automatic: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Product information' })).toBeInTheDocument();
    const details = canvas.getByRole('tab', { name: 'Details' });
    await expect(details).toHaveAttribute('aria-selected', 'true');

    await userEvent.tab();
    await expect(details).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const fit = canvas.getByRole('tab', { name: 'Fit' });
    await expect(fit).toHaveFocus();
    await expect(fit).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('fit');
    await expect(canvas.getByRole('tabpanel', { name: 'Fit' })).toHaveTextContent(/true to size/);

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Home}');
    await expect(details).toHaveAttribute('aria-selected', 'true');
  },
};

/** Manual activation: arrows move focus only; Enter selects. */
export const Manual: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const fit = canvas.getByRole('tab', { name: 'Fit' });
    await expect(fit).toHaveFocus();
    await expect(fit).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(fit).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Fit' })).toBeVisible();
  },
};

/** A tab other than the first selected at first. */
export const DefaultValue: Story = {
  args: { defaultValue: 'reviews' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A disabled tab is skipped by the arrow keys. */
export const DisabledTab: Story = {
  args: { items: items.map((item) => (item.value === 'fit' ? { ...item, disabled: true } : item)) },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
  },
};

/** Tabs sharing the full width. */
export const FullWidth: Story = {
  args: { fullWidth: true },
};
