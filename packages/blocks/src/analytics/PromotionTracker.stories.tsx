import { Stack, Text } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { BlockServicesProvider } from '../services/context.client';
import { createServicesSimulator } from '../services/simulators';
import { PromotionTracker } from './PromotionTracker.client';

const track = fn();
const services = createServicesSimulator({ onTrack: track });

const meta = {
  title: 'Blocks/Analytics/PromotionTracker',
  component: PromotionTracker,
  args: { threshold: 0.5 },
  decorators: [
    (Story) => (
      <BlockServicesProvider services={services}>
        <Stack gap="md">
          <section
            data-promotion-id="PROMO-1"
            data-promotion-name="Winter sale"
            data-creative-name="hero-left"
            aria-label="Winter sale"
          >
            <Text>Winter sale banner (server-rendered, no JavaScript of its own).</Text>
            <button type="button">Shop the sale</button>
          </section>
          <section aria-label="Plain content">
            <Text>Content without promotion tracking.</Text>
          </section>
        </Stack>
        <Story />
      </BlockServicesProvider>
    ),
  ],
} satisfies Meta<typeof PromotionTracker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One island for the page: an impression when the banner is visible, a click when clicked. */
export const ImpressionAndClick: Story = {
  play: async ({ canvas }) => {
    track.mockClear();
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith({
        name: 'promotionImpression',
        data: { promotionId: 'PROMO-1', promotionName: 'Winter sale', creativeName: 'hero-left' },
      }),
    );
    await userEvent.click(canvas.getByText('Content without promotion tracking.'));
    await expect(track).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Shop the sale' }));
    await expect(track).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'promotionClick' }),
    );
  },
};
