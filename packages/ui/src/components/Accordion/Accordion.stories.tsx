import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Accordion, type AccordionItem } from './Accordion';

const items: AccordionItem[] = [
  {
    value: 'shipping',
    title: 'Shipping',
    content: <p>Free standard shipping on orders over $75. Delivery in 3–5 business days.</p>,
  },
  {
    value: 'returns',
    title: 'Returns',
    content: <p>Return unworn items within 60 days for a full refund.</p>,
  },
  {
    value: 'care',
    title: 'Care instructions',
    content: <p>Machine wash cold, lay flat to dry.</p>,
  },
];

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: { items },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Single: one section open at a time, all closed at first; keyboard moves and toggles. */
export const Single: Story = {
  args: { onValueChange: fn() },
  play: async ({ args, canvas }) => {
    const shipping = canvas.getByRole('button', { name: 'Shipping' });
    const returns = canvas.getByRole('button', { name: 'Returns' });
    await expect(shipping).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);

    await userEvent.tab();
    await expect(shipping).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(returns).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(returns).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('returns');
    await expect(canvas.getByText(/within 60 days/)).toBeVisible();

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Care instructions' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(returns).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.getByRole('button', { name: 'Care instructions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Open by default. */
export const DefaultOpen: Story = {
  args: { defaultValue: 'returns' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Returns' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText(/within 60 days/)).toBeVisible();
  },
};

/** Multiple sections open together. */
export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['shipping'] },
  play: async ({ canvas }) => {
    const shipping = canvas.getByRole('button', { name: 'Shipping' });
    await userEvent.click(canvas.getByRole('button', { name: 'Care instructions' }));
    await expect(shipping).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Care instructions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Titles as `h2`, for a page whose outline needs it. */
export const HeadingLevel2: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

/** A disabled section is skipped by the arrow keys. */
export const DisabledItem: Story = {
  args: {
    items: items.map((item) => (item.value === 'returns' ? { ...item, disabled: true } : item)),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Returns' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Care instructions' })).toHaveFocus();
  },
};
