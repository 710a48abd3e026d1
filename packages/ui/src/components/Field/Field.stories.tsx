import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field } from './Field';
import { control } from './Field.css';

/** The frame every form field is built on, here around a plain input. */
const meta = {
  title: 'UI/Forms/Field',
  component: Field,
  args: {
    label: 'Postal code',
    children: (aria) => <input {...aria} className={control} name="postalCode" />,
  },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Label and control, linked by id. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Postal code' });
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Help text under the label, read with the control (`aria-describedby`). */
export const WithDescription: Story = {
  args: { description: 'Five digits, e.g. 94107' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      'Five digits, e.g. 94107',
    );
  },
};

/** Required: a visual marker and `aria-required`. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-required', 'true');
  },
};

/** An error: `aria-invalid` and the message in the control's description. */
export const WithError: Story = {
  args: { required: true, description: 'Five digits', error: 'This field is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/This field is required/);
  },
};

/** The label kept for screen readers only. */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Postal code' })).toBeInTheDocument();
  },
};
