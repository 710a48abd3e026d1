import type { Review } from '@storefront/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { commerceTranslator } from '../../i18n/translate';
import { ReviewControls, reviewControlWordsFrom, VoteForms } from './ReviewControls';

/**
 * The controls under a review on the product page (spec 2 §7 review vote, flag and translate)
 * and under an answer (answer vote). On the page the forms post Server Actions and the
 * translate link reloads the page with the translation; here the actions are spies.
 */
const en = reviewControlWordsFrom(commerceTranslator('reviews', 'en'));
const fr = reviewControlWordsFrom(commerceTranslator('reviews', 'fr'));

const review: Review = {
  id: 'RVALP1401M03',
  productId: 'ALP1401M',
  rating: 5,
  title: 'Très confortable',
  text: 'Excellent maintien et très bonne accroche sur terrain humide.',
  author: 'Chloé D.',
  location: 'Montréal, QC',
  language: 'fr',
  createdAt: '2026-09-01T10:00:00Z',
  verifiedBuyer: true,
  helpfulVotes: 12,
  unhelpfulVotes: 1,
};

/** The fields a spied form action received. */
const fieldsOf = (action: unknown): Record<string, FormDataEntryValue> =>
  Object.fromEntries(
    ((action as ReturnType<typeof fn>).mock.lastCall?.[0] as FormData | undefined)?.entries() ?? [],
  );

const meta = {
  title: 'Storefront/ProductReviews/ReviewControls',
  component: ReviewControls,
  args: {
    review,
    language: 'en',
    translated: false,
    reported: false,
    translateHref: '?reviewTranslate=RVALP1401M03#review-RVALP1401M03',
    returnTo: '/en-us/p/mens-meadow-walker-ALP1401M',
    localePath: 'en-us',
    words: en,
    actions: { voteReview: fn(), flagReview: fn() },
  },
} satisfies Meta<typeof ReviewControls>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A review in another language: vote on it, offer its translation, and report it with a
 * reason (the disclosure opens the form; the action gets the review, the reason and where to
 * come back).
 */
export const ForeignReview: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: en.question })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en.helpful(12) }));
    await waitFor(() => expect(args.actions.voteReview).toHaveBeenCalled());
    await expect(fieldsOf(args.actions.voteReview)).toEqual({
      id: 'RVALP1401M03',
      helpful: 'true',
    });
    await expect(canvas.getByRole('link', { name: en.translate })).toHaveAttribute(
      'href',
      args.translateHref,
    );
    await userEvent.click(canvas.getByText(en.flagOpen));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: en.flagReason }),
      en.reasons.spam,
    );
    await userEvent.click(canvas.getByRole('button', { name: en.flagSubmit }));
    await waitFor(() => expect(args.actions.flagReview).toHaveBeenCalled());
    await expect(fieldsOf(args.actions.flagReview)).toEqual({
      id: 'RVALP1401M03',
      returnTo: '/en-us/p/mens-meadow-walker-ALP1401M',
      locale: 'en-us',
      reason: 'spam',
    });
  },
};

/** Shown translated: the link goes back to the original. */
export const Translated: Story = {
  args: { translated: true, translateHref: '#review-RVALP1401M03' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: en.original })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: en.translate })).toBeNull();
  },
};

/** Just reported: the thanks replace the report form. */
export const Reported: Story = {
  args: { reported: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.flagDone)).toBeVisible();
    await expect(canvas.queryByText(en.flagOpen)).toBeNull();
  },
};

/** A review in the page's language, in French: no translation offered. */
export const French: Story = {
  args: { language: 'fr', localePath: 'fr-ca', words: fr },
  parameters: { locale: 'fr-ca' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: fr.question })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: fr.translate })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: fr.notHelpful(1) }));
    await waitFor(() => expect(args.actions.voteReview).toHaveBeenCalled());
    await expect(fieldsOf(args.actions.voteReview)).toMatchObject({ helpful: 'false' });
    await userEvent.click(canvas.getByText(fr.flagOpen));
    await expect(canvas.getByRole('button', { name: fr.flagSubmit })).toBeVisible();
  },
};

/** An answer's vote (spec 2 §7 answer vote): the same two forms, posting the answer's id. */
export const AnswerVote: Story = {
  render: (args) => (
    <VoteForms
      id="AN00012"
      helpfulVotes={4}
      unhelpfulVotes={0}
      action={args.actions.voteReview}
      words={args.words}
    />
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: en.helpful(4) }));
    await waitFor(() => expect(args.actions.voteReview).toHaveBeenCalled());
    await expect(fieldsOf(args.actions.voteReview)).toEqual({ id: 'AN00012', helpful: 'true' });
  },
};
