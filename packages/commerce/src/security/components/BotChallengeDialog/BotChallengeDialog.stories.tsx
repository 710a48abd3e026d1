import { DialogManagerProvider } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { commerceDialogs } from '../../../cart/cartDialogs';
import { storyTranslator } from '../../../messages/labelsIn';
import { BotChallengeDialog } from './BotChallengeDialog.client';
import { botChallengeLabelsFrom } from './labels';

const en = botChallengeLabelsFrom(storyTranslator('en', 'cart'));
const fr = botChallengeLabelsFrom(storyTranslator('fr', 'cart'));

// Dialogs render in a portal on <body>.
const screen = within(document.body);

const meta = {
  title: 'Commerce/Security/BotChallengeDialog',
  component: BotChallengeDialog,
  args: { labels: en, onSettle: fn() },
  decorators: [
    (Story) => (
      <DialogManagerProvider initialOpen={[{ id: commerceDialogs.botChallenge, keep: true }]}>
        <Story />
      </DialogManagerProvider>
    ),
  ],
} satisfies Meta<typeof BotChallengeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The bot defence blocked a request (spec 1 §8): confirming sends it again. */
export const Challenge: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm you are a person' });
    await expect(dialog).toHaveTextContent('Our security check stopped your last request.');
    await userEvent.click(screen.getByRole('button', { name: 'I am a person, continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSettle).toHaveBeenCalledTimes(1);
    await expect(args.onSettle).toHaveBeenCalledWith(true);
  },
};

/** Escape declines: the request is not sent again (its failure shows AUT403's message). */
export const Declined: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Confirm you are a person' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSettle).toHaveBeenCalledTimes(1);
    await expect(args.onSettle).toHaveBeenCalledWith(false);
  },
};

/** In French. */
export const ChallengeFrench: Story = {
  args: { labels: fr },
  parameters: { locale: 'fr-ca' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirmez que vous êtes une personne',
    });
    await expect(
      within(dialog).getByRole('button', { name: 'Je suis une personne, continuer' }),
    ).toBeVisible();
    await expect(within(dialog).getAllByRole('button', { name: 'Annuler' })).not.toHaveLength(0);
  },
};
