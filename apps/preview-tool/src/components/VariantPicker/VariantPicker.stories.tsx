import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VariantPicker } from './VariantPicker';

const experiences = [
  {
    experienceId: 'home-hero-test',
    variants: [
      { name: 'Sale', variantId: 'variant-sale' },
      { name: 'Members', variantId: 'variant-members' },
    ],
  },
];

const meta = {
  title: 'Preview tool/VariantPicker',
  component: VariantPicker,
  args: { experiences },
} satisfies Meta<typeof VariantPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing forced: the baseline, and each variant to pick. */
export const Baseline: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: /Experience home-hero-test/ });
    await expect(select).toHaveValue('');
    await expect(select).toHaveAttribute('name', 'tc.home-hero-test');
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
  },
};

/** A forced variant from `p13n_testcontext`, kept with another experience's in a hidden field. */
export const Forced: Story = {
  args: { testContext: { 'home-hero-test': 'variant-members', other: 'b' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: /Experience home-hero-test/ })).toHaveValue(
      'variant-members',
    );
    const hidden = canvasElement.querySelector<HTMLInputElement>('input[name="p13n_testcontext"]');
    await expect(hidden?.value).toBe('home-hero-test:variant-members,other:b');
  },
};

/** No experience blocks in the shown documents. */
export const NoExperiences: Story = {
  args: { experiences: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No experience blocks in the shown documents.')).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};
