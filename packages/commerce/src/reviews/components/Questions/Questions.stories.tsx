import type { Questions as QuestionsAnswer } from '@storefront/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyTranslator } from '../../../messages/labelsIn';
import { questionsLabelsFrom } from './labels';
import { Questions } from './Questions';

const answer: QuestionsAnswer = {
  productId: 'ALP1401M',
  total: 7,
  page: 1,
  limit: 5,
  questions: [
    {
      id: 'Q1',
      productId: 'ALP1401M',
      text: 'Does it fit a wide foot?',
      author: 'Ann',
      createdAt: '2026-10-02T10:00:00Z',
      answers: [
        {
          id: 'A1',
          text: 'Yes: the toe box is roomy; take your usual size.',
          author: 'Alpine team',
          isStaff: true,
          createdAt: '2026-10-03T10:00:00Z',
          helpfulVotes: 4,
          unhelpfulVotes: 0,
        },
        {
          id: 'A2',
          text: 'I have wide feet and they fit well.',
          author: 'Sam',
          isStaff: false,
          createdAt: '2026-10-05T10:00:00Z',
          helpfulVotes: 1,
          unhelpfulVotes: 0,
        },
      ],
    },
    {
      id: 'Q2',
      productId: 'ALP1401M',
      text: 'Is the lining removable?',
      author: 'Lee',
      createdAt: '2026-09-20T10:00:00Z',
      answers: [],
    },
  ],
};

const labels = (language: 'en' | 'fr') =>
  questionsLabelsFrom(storyTranslator(language, 'reviews'), storyTranslator(language, 'catalog'));

const meta = {
  title: 'Commerce/Catalog/Questions',
  component: Questions,
  args: {
    questions: answer,
    locale: 'en-US',
    labels: labels('en'),
    hrefOfPage: (page: number) => `?questionsPage=${page}#questions`,
  },
} satisfies Meta<typeof Questions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Questions with answers (the team's first, marked), one unanswered, links to page 2. */
export const Answered: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Questions and answers' })).toBeVisible();
    await expect(canvas.getByText('Team answer')).toBeVisible();
    await expect(canvas.getByText(/No answer yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '?questionsPage=2#questions',
    );
  },
};

/** No question yet. */
export const Empty: Story = {
  args: { questions: { ...answer, total: 0, questions: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No questions yet: ask the first one.')).toBeVisible();
  },
};

/** French (fr-CA). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { locale: 'fr-CA', labels: labels('fr') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Questions et réponses' })).toBeVisible();
    await expect(canvas.getByText('Réponse de l’équipe')).toBeVisible();
    await expect(canvas.getByText(/2 réponses/)).toBeVisible();
  },
};
