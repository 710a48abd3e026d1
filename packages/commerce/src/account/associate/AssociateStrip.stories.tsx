import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AssociateStrip } from './AssociateStrip';
import { associateLabelsIn, storySession } from './storyLabels';

const meta = {
  title: 'Commerce/Account/Associate/AssociateStrip',
  component: AssociateStrip,
  args: {
    session: storySession,
    labels: associateLabelsIn('en').strip,
    endSessionAction: fn(),
  },
} satisfies Meta<typeof AssociateStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The store and the associate of the session; "End session" posts the action. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const strip = within(canvasElement).getByRole('region', { name: 'In-store session' });
    await expect(strip).toHaveTextContent('Store: Alpine Denver Flagship (0101)');
    await expect(strip).toHaveTextContent('Associate: Evan Park (E0101-2)');
    await userEvent.click(within(strip).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(args.endSessionAction).toHaveBeenCalled());
  },
};

/** French (fr-CA). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: associateLabelsIn('fr').strip },
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByRole('region', { name: 'Session en magasin' });
    await expect(strip).toHaveTextContent('Magasin : Alpine Denver Flagship (0101)');
    await expect(within(strip).getByRole('button', { name: 'Terminer la session' })).toBeVisible();
  },
};
