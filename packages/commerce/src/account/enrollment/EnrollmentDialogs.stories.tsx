import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoyaltySignUpDialog, WelcomeDialog } from './EnrollmentDialogs.client';
import type { EnrollmentSaveResult } from './EnrollmentFlow.client';
import { enrollmentLabelsIn, memberWithPhone } from './enrollmentStories';

const meta = {
  title: 'Commerce/Account/Enrollment/LoyaltySignUpDialog',
  component: LoyaltySignUpDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onJoin: fn(async (): Promise<EnrollmentSaveResult> => ({ ok: true, profile: memberWithPhone })),
    onJoined: fn(),
    termsHref: '/en-us/loyalty-terms',
    content: <p>One point per dollar spent, a $1 reward every 100 points.</p>,
  },
} satisfies Meta<typeof LoyaltySignUpDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The terms must be accepted before joining (spec 3 §5 required box); then joined. */
export const Join: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Join Alpine Rewards' });
    const view = within(dialog);
    await expect(view.getByText(/One point per dollar/)).toBeVisible();
    await expect(view.getByRole('link', { name: /loyalty program terms/ })).toHaveAttribute(
      'href',
      '/en-us/loyalty-terms',
    );
    await userEvent.click(view.getByRole('button', { name: 'Join Alpine Rewards' }));
    await expect(view.getByText('Please check this box to continue')).toBeVisible();
    await expect(args.onJoin).not.toHaveBeenCalled();
    await userEvent.click(
      view.getByRole('checkbox', { name: /I accept the loyalty program terms/ }),
    );
    await userEvent.click(view.getByRole('button', { name: 'Join Alpine Rewards' }));
    await waitFor(() => expect(args.onJoined).toHaveBeenCalled());
  },
};

/** A failed enrolment: the message in the dialog. */
export const Failed: Story = {
  args: { onJoin: fn(async (): Promise<EnrollmentSaveResult> => ({ ok: false, code: 'GEN500' })) },
  play: async () => {
    const view = within(await body().findByRole('dialog'));
    await userEvent.click(view.getByRole('checkbox', { name: /I accept/ }));
    await userEvent.click(view.getByRole('button', { name: 'Join Alpine Rewards' }));
    await expect(await view.findByRole('alert')).toBeVisible();
  },
};

/** French. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: enrollmentLabelsIn('fr'), termsHref: '/fr-ca/loyalty-terms', content: null },
  play: async () => {
    const view = within(await body().findByRole('dialog', { name: 'Adhérez à Alpine Rewards' }));
    await expect(
      view.getByRole('checkbox', { name: /J’accepte les conditions du programme/ }),
    ).toBeVisible();
    await expect(view.getByRole('button', { name: 'Pas maintenant' })).toBeVisible();
  },
};

/** The welcome dialog (step 1): Continue goes on. */
export const Welcome: StoryObj<typeof WelcomeDialog> = {
  render: () => <WelcomeDialog open onOpenChange={() => {}} onContinue={fn()} />,
  play: async () => {
    const view = within(await body().findByRole('dialog', { name: 'Welcome to Alpine Rewards' }));
    await expect(view.getByText(/You are now a member/)).toBeVisible();
    await expect(view.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

/** The welcome dialog in French. */
export const WelcomeFrench: StoryObj<typeof WelcomeDialog> = {
  parameters: { locale: 'fr-ca' },
  render: () => (
    <WelcomeDialog
      open
      onOpenChange={() => {}}
      onContinue={fn()}
      labels={enrollmentLabelsIn('fr')}
    />
  ),
  play: async () => {
    const view = within(
      await body().findByRole('dialog', { name: 'Bienvenue dans Alpine Rewards' }),
    );
    await expect(view.getByRole('button', { name: 'Continuer' })).toBeVisible();
  },
};
