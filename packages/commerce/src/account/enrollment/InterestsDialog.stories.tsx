import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { EnrollmentSaveResult } from './EnrollmentFlow.client';
import { enrollmentLabelsIn, partialProfile } from './enrollmentStories';
import { InterestsDialog } from './InterestsDialog.client';

const meta = {
  title: 'Commerce/Account/Enrollment/InterestsDialog',
  component: InterestsDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSave: fn(
      async (interests: string): Promise<EnrollmentSaveResult> => ({
        ok: true,
        profile: { ...partialProfile, preferences: { interests } },
      }),
    ),
    onDone: fn(),
  },
} satisfies Meta<typeof InterestsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** After a sign-up (spec 3 §4): two interests ticked and saved pipe-separated, then done. */
export const Save: Story = {
  play: async ({ args }) => {
    const view = within(await body().findByRole('dialog', { name: 'Your interests' }));
    await expect(view.getByText(/Choose what you like/)).toBeVisible();
    await userEvent.click(view.getByRole('checkbox', { name: 'Hiking' }));
    await userEvent.click(view.getByRole('checkbox', { name: 'Snow sports' }));
    await userEvent.click(view.getByRole('button', { name: 'Save and continue' }));
    await expect(args.onSave).toHaveBeenCalledWith('Hiking|Snow');
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
  },
};

/** Skip for now: nothing saved, done. */
export const Skip: Story = {
  play: async ({ args }) => {
    const view = within(await body().findByRole('dialog', { name: 'Your interests' }));
    await userEvent.click(view.getByRole('button', { name: 'Skip for now' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The interests already chosen start ticked. */
export const Prefilled: Story = {
  args: { initial: 'Camping|Running' },
  play: async () => {
    const view = within(await body().findByRole('dialog', { name: 'Your interests' }));
    await expect(view.getByRole('checkbox', { name: 'Camping' })).toBeChecked();
    await expect(view.getByRole('checkbox', { name: 'Trail running' })).toBeChecked();
    await expect(view.getByRole('checkbox', { name: 'Hiking' })).not.toBeChecked();
  },
};

/** A failed save: the spec 2 §8 message in the dialog, which stays open (not done). */
export const Failed: Story = {
  args: {
    onSave: fn(
      async (_interests: string): Promise<EnrollmentSaveResult> => ({ ok: false, code: 'GEN500' }),
    ),
  },
  play: async ({ args }) => {
    const view = within(await body().findByRole('dialog', { name: 'Your interests' }));
    await userEvent.click(view.getByRole('checkbox', { name: 'Climbing' }));
    await userEvent.click(view.getByRole('button', { name: 'Save and continue' }));
    await expect(await view.findByRole('alert')).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** French (fr-CA): saved in French words, the same stored values. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: enrollmentLabelsIn('fr') },
  play: async ({ args }) => {
    const view = within(await body().findByRole('dialog', { name: 'Vos centres d’intérêt' }));
    await userEvent.click(view.getByRole('checkbox', { name: 'Escalade' }));
    await userEvent.click(view.getByRole('button', { name: 'Enregistrer et continuer' }));
    await expect(args.onSave).toHaveBeenCalledWith('Climbing');
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
  },
};

/** French: a failed save in French. */
export const FrenchFailed: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    labels: enrollmentLabelsIn('fr'),
    onSave: fn(
      async (_interests: string): Promise<EnrollmentSaveResult> => ({ ok: false, code: 'GEN500' }),
    ),
  },
  play: async () => {
    const view = within(await body().findByRole('dialog', { name: 'Vos centres d’intérêt' }));
    await userEvent.click(view.getByRole('button', { name: 'Enregistrer et continuer' }));
    await expect(await view.findByRole('alert')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Plus tard' })).toBeVisible();
  },
};
