import { phoneRules } from '@storefront/api-contract/phone';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { messages } from '../../forms/messages';
import type { PhoneCodeEntry } from './PhoneField.client';
import { PhoneField } from './PhoneField.client';

const entries: PhoneCodeEntry[] = [
  { dialCode: '1', code: 'US' },
  { dialCode: '1', code: 'CA' },
  { dialCode: '44', code: 'GB', mask: 'XXXX XXXXXX' },
  { dialCode: '33', code: 'FR', mask: 'X XX XX XX XX' },
];

const meta = {
  title: 'UI/Forms/PhoneField',
  component: PhoneField,
  args: {
    label: 'Phone',
    name: 'phone',
    rules: phoneRules,
    entries,
    region: 'NORA',
    onChange: fn(),
  },
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Only digits are kept, the mask fills in, typing stops at the mask's digit count. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Phone');
    await userEvent.type(input, 'a416-555-0123 9');
    await expect(input).toHaveValue('(416) 555 - 0123');
    await expect(args.onChange).toHaveBeenLastCalledWith('+14165550123');
  },
};

/** A stored UK number: dial code matched, mask applied; a leading zero typed is dropped. */
export const Filled: Story = {
  args: { defaultValue: '+447700900123' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Phone');
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveValue('GB');
    await expect(input).toHaveValue('7700 900123');
    await userEvent.clear(input);
    await userEvent.type(input, '07700900124');
    await expect(args.onChange).toHaveBeenLastCalledWith('+447700900124');
  },
};

/** Changing the dial code changes the mask. */
export const ChangeDialCode: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country code' }), 'FR');
    const input = canvas.getByLabelText('Phone');
    await userEvent.type(input, '612345678');
    await expect(input).toHaveValue('6 12 34 56 78');
    await expect(args.onChange).toHaveBeenLastCalledWith('+33612345678');
  },
};

export const WithDescription: Story = {
  args: { description: 'For delivery updates only.' },
};

export const WithError: Story = {
  args: { defaultValue: '+1416555', error: messages.phone },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.phone);
  },
};

export const Disabled: Story = {
  args: { defaultValue: '+14165550123', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Phone')).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toBeDisabled();
  },
};

export const Required: Story = { args: { required: true } };

/** Outside North America an entry without a mask gets XXXX - XXXX - XXX. */
export const InternationalDefaultMask: Story = {
  args: { region: 'EU', entries: [{ dialCode: '49', code: 'DE' }] },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Phone');
    await userEvent.type(input, '15123456789');
    await expect(input).toHaveValue('1512 - 3456 - 789');
  },
};

/** Controlled (as with `Controller`): the value is the stored form. */
export const Controlled: Story = {
  render: (args) => {
    const [value, setValue] = useState('+14165550123');
    return (
      <>
        <PhoneField {...args} value={value} onChange={setValue} />
        <output>{value || '(empty)'}</output>
        <button type="button" onClick={() => setValue('')}>
          Reset
        </button>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Phone'), '{Backspace}');
    await expect(canvas.getByRole('status')).toHaveTextContent('+1416555012');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByLabelText('Phone')).toHaveValue('');
  },
};
