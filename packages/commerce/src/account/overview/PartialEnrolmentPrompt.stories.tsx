import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyTranslator } from '../../messages/labelsIn';
import { PartialEnrolmentPrompt } from './PartialEnrolmentPrompt';

const meta = {
  title: 'Commerce/Account/PartialEnrolmentPrompt',
  component: PartialEnrolmentPrompt,
  args: { href: '/en-us/account/enroll', t: storyTranslator('en', 'accountarea') },
} satisfies Meta<typeof PartialEnrolmentPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A partially enrolled profile is asked to finish (spec 2 §4). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Finish your profile')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/en-us/account/enroll',
    );
  },
};

/** French. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { href: '/fr-ca/account/enroll', t: storyTranslator('fr', 'accountarea') },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Compléter votre profil' }),
    ).toHaveAttribute('href', '/fr-ca/account/enroll');
  },
};
