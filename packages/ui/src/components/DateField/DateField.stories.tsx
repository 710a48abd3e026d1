import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DateField } from './DateField';
import { dateMessage } from './date';

const meta = {
  title: 'UI/Forms/DateField',
  component: DateField,
  args: { label: 'Date of birth', name: 'birthDate', format: 'MM/DD/YYYY', autoComplete: 'bday' },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The format is the placeholder and the description. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Date of birth');
    await expect(input).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await expect(input).toHaveAccessibleDescription('Format: MM/DD/YYYY');
    await userEvent.type(input, '02/29/2024 extra');
    await expect(input).toHaveValue('02/29/2024');
  },
};

export const Filled: Story = { args: { defaultValue: '07/14/1990' } };

/** Day first, as in en-GB and fr-CA. */
export const DayFirst: Story = {
  args: { format: 'DD/MM/YYYY', defaultValue: '14/07/1990' },
};

export const WithDescription: Story = {
  args: { description: 'You must be 16 or older. Format: MM/DD/YYYY' },
};

export const WithError: Story = {
  args: { defaultValue: '02/30/2024', error: dateMessage('MM/DD/YYYY') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Date should match MM/DD/YYYY and be a valid date.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '07/14/1990' } };

export const Required: Story = { args: { required: true } };
