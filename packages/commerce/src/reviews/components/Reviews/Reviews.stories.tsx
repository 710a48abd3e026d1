import type { Reviews as ReviewsAnswer } from '@storefront/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { labelsIn } from '../../../messages/labelsIn';
import { Reviews } from './Reviews';

const answer: ReviewsAnswer = {
  productId: 'ALP1001M',
  summary: { average: 4.3, count: 12, distribution: { '5': 7, '4': 2, '3': 2, '2': 1, '1': 0 } },
  sort: 'newest',
  total: 12,
  page: 1,
  limit: 5,
  reviews: [
    {
      id: 'R1',
      productId: 'ALP1001M',
      rating: 5,
      title: 'Dry feet all day',
      text: 'Walked through streams and stayed dry.',
      author: 'Maya',
      location: 'Denver',
      language: 'en',
      createdAt: '2026-09-01T10:00:00Z',
      verifiedBuyer: true,
      helpfulVotes: 3,
      unhelpfulVotes: 0,
    },
    {
      id: 'R2',
      productId: 'ALP1001M',
      rating: 3,
      title: 'Runs small',
      text: 'Take half a size up.',
      author: 'Jo',
      language: 'en',
      createdAt: '2026-08-12T10:00:00Z',
      verifiedBuyer: false,
      helpfulVotes: 0,
      unhelpfulVotes: 1,
    },
  ],
};

const meta = {
  title: 'Commerce/Reviews',
  component: Reviews,
  args: {
    labels: labelsIn('en').catalog,
    reviews: answer,
    locale: 'en-US',
    hrefOfPage: (page: number) => `?reviewsPage=${page}`,
  },
} satisfies Meta<typeof Reviews>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Summary, distribution and the first page with links to the others (ceil(12 / 5) = 3). */
export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(canvas.getByText('4.3 out of 5 from 12 reviews')).toBeVisible();
    await expect(canvas.getByText('5 stars: 7')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Dry feet all day' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '?reviewsPage=3',
    );
  },
};

/** No reviews yet. */
export const Empty: Story = {
  args: {
    reviews: {
      ...answer,
      summary: { average: 0, count: 0, distribution: {} },
      total: 0,
      reviews: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet.')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/**
 * With the host's parts: an action under the heading, controls under each review, and the
 * first review shown translated (spec 2 §7 "translate") with its note.
 */
export const HostPartsAndTranslation: Story = {
  args: {
    actions: <a href="#write">Write a review</a>,
    renderReviewActions: (review) => <small>Helpful? ({review.helpfulVotes})</small>,
    translations: {
      R1: {
        title: 'Pieds au sec toute la journée',
        text: 'J’ai traversé des ruisseaux et suis resté au sec.',
        language: 'fr',
        note: 'Traduit de la langue : anglais.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Write a review' })).toBeVisible();
    const translated = canvas.getByRole('heading', { name: 'Pieds au sec toute la journée' });
    await expect(translated.closest('li')).toHaveAttribute('lang', 'fr');
    await expect(translated.closest('li')).toHaveAttribute('id', 'review-R1');
    await expect(canvas.getByText('Traduit de la langue : anglais.')).toBeVisible();
    await expect(canvas.getByText('Helpful? (3)')).toBeVisible();
  },
};
