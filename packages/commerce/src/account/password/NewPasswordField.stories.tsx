import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NewPasswordField } from './NewPasswordField.client';
import { passwordLabelsIn } from './passwordStories';

const meta = {
  title: 'Commerce/Account/Password/NewPasswordField',
  component: NewPasswordField,
  args: { label: 'New password', required: true },
} satisfies Meta<typeof NewPasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The one hint list (spec 3 §5): each hint turns met as the shopper types. */
export const Hints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Password requirements' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getByText('Eight or more characters')).toHaveTextContent('(not met)');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Trail1234');
    for (const item of within(list).getAllByRole('listitem')) {
      await expect(item).toHaveAttribute('data-met', 'true');
    }
    await expect(canvas.getByLabelText(/^New password/)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
};

/** French: the same list in the locale's words. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { label: 'Nouveau mot de passe', labels: passwordLabelsIn('fr') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Exigences du mot de passe' });
    await userEvent.type(canvas.getByLabelText(/^Nouveau mot de passe/), 'abc');
    await expect(within(list).getByText('Une lettre minuscule')).toHaveTextContent('(respectée)');
    await expect(within(list).getByText('Huit caractères ou plus')).toHaveTextContent(
      '(non respectée)',
    );
  },
};
