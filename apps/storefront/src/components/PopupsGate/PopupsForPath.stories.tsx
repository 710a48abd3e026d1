import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PopupsForPath } from './PopupsForPath';

const meta = {
  title: 'Storefront/PopupsForPath',
  component: PopupsForPath,
  args: {
    children: (
      <aside aria-label="Join our newsletter">
        <p>Trail news and 10% off your first order.</p>
      </aside>
    ),
  },
} satisfies Meta<typeof PopupsForPath>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a browsing page the pop-ups show. */
export const OnAContentPage: Story = {
  args: { pathname: '/en-us/p/mens-meadow-walker-ALP1401M' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Join our newsletter' })).toBeVisible();
  },
};

/** On the checkout (and the order confirmation) nothing covers the shopper's forms. */
export const OnTheCheckout: Story = {
  args: { pathname: '/en-us/checkout' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};
