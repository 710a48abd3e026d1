import { Button, DialogManagerProvider, useDialogManager } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type ReviewMediaArgs, reviewDialogs } from '../../reviewDialogs';
import { ReviewDialogs, type ReviewDialogsProps } from './ReviewDialogs.client';

/** A demo photo: a coloured square with its number (an inline SVG, nothing fetched). */
const photo = (n: number, colour: string) => ({
  url: `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${colour}"/><text x="200" y="170" font-size="64" text-anchor="middle" fill="#fff">${n}</text></svg>`,
  )}`,
  alt: `Photo ${n} by Maya: the boots on a wet trail`,
});

const media: ReviewMediaArgs = {
  photos: [photo(1, '#2f5d50'), photo(2, '#6b4f2a'), photo(3, '#29435c')],
  index: 0,
  author: 'Maya',
};

/** A product page's buttons opening the dialogs through the manager. */
function Page({ write, ask, ...props }: ReviewDialogsProps & { write: string; ask: string }) {
  const dialogs = useDialogManager();
  return (
    <>
      <Button onClick={() => dialogs.open(reviewDialogs.writeReview)}>{write}</Button>{' '}
      <Button variant="secondary" onClick={() => dialogs.open(reviewDialogs.askQuestion)}>
        {ask}
      </Button>{' '}
      <Button variant="secondary" onClick={() => dialogs.open(reviewDialogs.reviewMedia, media)}>
        Photos
      </Button>
      <ReviewDialogs {...props} />
    </>
  );
}

const meta = {
  title: 'Commerce/Catalog/ReviewDialogs',
  component: Page,
  decorators: [
    (Story) => (
      <DialogManagerProvider>
        <Story />
      </DialogManagerProvider>
    ),
  ],
  args: {
    write: 'Write a review',
    ask: 'Ask a question',
    productId: 'ALP1401M',
    productName: 'Meadow Walker',
    actions: {
      writeReview: fn(async () => ({ ok: true as const })),
      askQuestion: fn(async () => ({ ok: true as const })),
    },
    onPosted: fn(),
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Sent empty: the rating, title and text say what they need, the rating first; nothing sent. */
export const WriteReviewChecks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Write a review' }));
    const dialog = await body.findByRole('dialog', { name: 'Your review of Meadow Walker' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post my review' }));
    await expect(
      await within(dialog).findByText('Choose a rating from 1 to 5 stars.'),
    ).toBeVisible();
    await expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2);
    await expect(args.actions.writeReview).not.toHaveBeenCalled();
  },
};

/** The server answers REV410 (text too long, spec 2 §8): its message at the text, focused. */
export const WriteReviewTooLong: Story = {
  args: {
    actions: {
      writeReview: fn(async () => ({
        ok: false as const,
        code: 'REV410',
        message: 'Your review is too long.',
      })),
      askQuestion: fn(async () => ({ ok: true as const })),
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Write a review' }));
    const dialog = within(await body.findByRole('dialog', { name: /^Your review of/ }));
    await userEvent.click(dialog.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Title/ }), 'Light and warm');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Your review/ }), 'Dry feet.');
    await userEvent.click(dialog.getByRole('button', { name: 'Post my review' }));
    await expect(args.actions.writeReview).toHaveBeenCalledWith('ALP1401M', {
      rating: 5,
      title: 'Light and warm',
      text: 'Dry feet.',
    });
    const text = dialog.getByRole('textbox', { name: /^Your review/ });
    await waitFor(() => expect(text).toHaveFocus());
    await expect(text).toHaveAccessibleDescription(/Your review is too long\./);
  },
};

/** Posted: the dialog closes and the host is told (it shows the new review). */
export const WriteReviewPosted: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Write a review' }));
    const dialog = within(await body.findByRole('dialog', { name: /^Your review of/ }));
    await userEvent.click(dialog.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Title/ }), 'Comfortable');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Your review/ }), 'From day one.');
    await userEvent.click(dialog.getByRole('button', { name: 'Post my review' }));
    await waitFor(() => expect(args.onPosted).toHaveBeenCalledWith('review'));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Ask a question: the success dialog replaces the question's (spec 1 §2). */
export const AskQuestionSuccess: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask a question' }));
    const dialog = within(
      await body.findByRole('dialog', { name: 'Ask a question about Meadow Walker' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /^Your question/ }), 'Wide fit?');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nickname/ }), 'Ann');
    await userEvent.click(dialog.getByRole('button', { name: 'Send my question' }));
    await expect(args.actions.askQuestion).toHaveBeenCalledWith('ALP1401M', {
      text: 'Wide fit?',
      nickname: 'Ann',
      email: '',
    });
    const success = await body.findByRole('dialog', { name: 'Thank you for your question' });
    await expect(
      within(success).getByRole('button', { name: 'Back to the product' }),
    ).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog', { name: /^Ask a question/ })).toBeNull());
  },
};

/** French (fr-CA): the review form's checks. */
export const FrenchReview: Story = {
  parameters: { locale: 'fr-ca' },
  args: { write: 'Rédiger un avis', ask: 'Poser une question' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rédiger un avis' }));
    const dialog = within(
      await body.findByRole('dialog', { name: 'Votre avis sur Meadow Walker' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Publier mon avis' }));
    await expect(await dialog.findByText('Choisissez une note de 1 à 5 étoiles.')).toBeVisible();
  },
};

/** French (fr-CA): a question and its success dialog. */
export const FrenchQuestion: Story = {
  parameters: { locale: 'fr-ca' },
  args: { write: 'Rédiger un avis', ask: 'Poser une question' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Poser une question' }));
    const dialog = within(await body.findByRole('dialog', { name: /^Poser une question sur/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Votre question/ }), 'Taille ?');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Pseudonyme/ }), 'Léa');
    await userEvent.click(dialog.getByRole('button', { name: 'Envoyer ma question' }));
    await expect(
      await body.findByRole('dialog', { name: 'Merci pour votre question' }),
    ).toBeVisible();
  },
};

/** A review's photos in the review UGC dialog (spec 1 §2): one at a time, previous / next. */
export const ReviewPhotos: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Photos' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Photos by Maya' }));
    await expect(dialog.getByRole('img', { name: /^Photo 1 by Maya/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Next photo' }));
    await expect(dialog.getByText(/^Photo 2 of 3/)).toBeVisible();
    await expect(dialog.getByRole('img', { name: /^Photo 2 by Maya/ })).toBeVisible();
  },
};

/** French (fr-CA): the photos' dialog. */
export const FrenchPhotos: Story = {
  parameters: { locale: 'fr-ca' },
  args: { write: 'Rédiger un avis', ask: 'Poser une question' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Photos' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Photos de Maya' }));
    await expect(dialog.getByText(/^Photo 1 sur 3/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Photo suivante' })).toBeEnabled();
  },
};
