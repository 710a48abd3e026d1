import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid } from '../Grid';
import { Card } from './Card';

const meta = {
  title: 'UI/Layout/Card',
  component: Card,
  args: { children: 'Free delivery on orders over $50.' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default: a bordered surface with `md` padding and radius. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByText('Free delivery on orders over $50.');
    const style = getComputedStyle(card);
    await expect(style.borderTopStyle).toBe('solid');
    await expect(Number.parseFloat(style.paddingTop)).toBeGreaterThan(0);
  },
};

/** A muted panel without a border, as the basket summary. */
export const Muted: Story = {
  args: { tone: 'muted' },
  play: async ({ canvas }) => {
    const card = canvas.getByText('Free delivery on orders over $50.');
    await expect(getComputedStyle(card).borderTopStyle).toBe('none');
  },
};

/** A plain surface raised with a theme shadow, as an overlay's box. */
export const Raised: Story = { args: { tone: 'plain', boxShadow: 'md', padding: 'lg' } };

/** Layout props inside the card, rendered as a labelled section. */
export const SectionWithLayout: Story = {
  render: () => (
    <Card as="section" aria-labelledby="card-heading" display="grid" gap="sm" padding="lg">
      <h2 id="card-heading">Delivery</h2>
      <p>Standard: 3-5 working days.</p>
      <p>Express: next working day.</p>
    </Card>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Delivery' });
    await expect(section.tagName).toBe('SECTION');
    await expect(getComputedStyle(section).display).toBe('grid');
  },
};

/** Every tone side by side. */
export const AllTones: Story = {
  render: () => (
    <Grid columns={3}>
      <Card>Outline</Card>
      <Card tone="muted">Muted</Card>
      <Card tone="plain" boxShadow="md">
        Plain with a shadow
      </Card>
    </Grid>
  ),
};
