import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Rating } from './Rating';

const meta = {
  title: 'UI/Rating',
  component: Rating,
  args: { value: 4.5, reviewCount: 120 },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 4.5 stars and 120 reviews; screen readers hear one sentence. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Rated 4.5 out of 5 stars, 120 reviews')).toBeInTheDocument();
    const fills = [...canvasElement.querySelectorAll('svg[data-fill]')].map((s) =>
      s.getAttribute('data-fill'),
    );
    await expect(fills).toEqual(['full', 'full', 'full', 'full', 'half']);
  },
};

/** A value between halves is rounded to the nearest half star: 3.7 shows 3.5. */
export const Rounded: Story = {
  args: { value: 3.7, reviewCount: 8, showValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rated 3.5 out of 5 stars, 8 reviews')).toBeInTheDocument();
  },
};

/** Without a review count. */
export const WithoutCount: Story = { args: { value: 4, reviewCount: undefined } };

/** The value shown next to the stars. */
export const WithValue: Story = { args: { showValue: true } };

/** No rating yet. */
export const Zero: Story = { args: { value: 0, reviewCount: 0 } };

/** Full marks, one review (singular). */
export const Full: Story = {
  args: { value: 5, reviewCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rated 5 out of 5 stars, 1 review')).toBeInTheDocument();
  },
};

/** Every half step from 0 to 5. */
export const AllSteps: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.xs }}>
      {Array.from({ length: 11 }, (_, i) => i / 2).map((value) => (
        <Rating key={value} {...args} value={value} showValue reviewCount={undefined} />
      ))}
    </div>
  ),
};

/** `sm` and `md`. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.sm }}>
      <Rating {...args} size="sm" />
      <Rating {...args} size="md" />
    </div>
  ),
};

/** Numbers for the locale and a translated label. */
export const Localised: Story = {
  args: {
    value: 4.5,
    reviewCount: 1234,
    showValue: true,
    locale: 'fr-CA',
    label: 'Note de 4,5 sur 5 étoiles, 1 234 avis',
  },
  render: (args) => (
    <div lang="fr-CA">
      <Rating {...args} />
    </div>
  ),
};

/** On a dark surface. */
export const Inverse: Story = {
  args: { tone: 'inverse', showValue: true },
  render: (args) => (
    <div style={{ background: vars.color.surfaceInverse, padding: vars.space.lg }}>
      <Rating {...args} />
    </div>
  ),
};
