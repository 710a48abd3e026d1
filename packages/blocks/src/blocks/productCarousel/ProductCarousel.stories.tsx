import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { createProductsSimulator } from '../../services/products';
import { createServicesSimulator } from '../../services/simulators';
import type { BlockServices } from '../../services/types';
import { servicesStoryMeta, viewports } from '../../stories/withServices';
import { productCarouselFixtures as fx } from './fixtures';
import { productCarouselBlock } from './index';

const track = fn().mockName('analytics.track');
const onQuickShop = fn().mockName('products.openQuickShop');
const recommendations = fn().mockName('products.recommendations');

/** Simulated services whose product calls are spied on. */
function servicesWith(options: Parameters<typeof createProductsSimulator>[0] = {}): BlockServices {
  const products = createProductsSimulator({ onQuickShop, ...options });
  return {
    ...createServicesSimulator({ onTrack: track, path: '/en-us/p/summit-trail-boot-ALP1001M' }),
    products: {
      ...products,
      recommendations: (input) => {
        recommendations(input);
        return products.recommendations(input);
      },
    },
  };
}
const services = servicesWith();

const meta = {
  title: 'Blocks/ProductCarousel',
  component: RenderBlocks,
  ...servicesStoryMeta({ blocks: [productCarouselBlock], document: [fx.valid], services }),
  beforeEach: () => {
    track.mockClear();
    onQuickShop.mockClear();
    recommendations.mockClear();
  },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Recommendations in view: the products load and one impression is sent (up to 24 items). */
export const Recommendations: Story = {
  globals: viewports.lg,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(7));
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'You may also like' }),
    ).toBeVisible();
    await expect(recommendations).toHaveBeenCalledWith({
      widgetId: 'pdp-similar',
      productId: 'ALP1001M',
      limit: 24,
    });
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'recommendationImpression' }),
      ),
    );
  },
};

/** Quick shop asks the host through `services.products.openQuickShop`. */
export const QuickShop: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Quick shop Ridge Runner' });
    await userEvent.click(button);
    await expect(onQuickShop).toHaveBeenCalledWith({
      id: 'ALP1101M',
      url: '/p/ridge-runner-ALP1101M',
    });
  },
};

/**
 * Below the fold: nothing is asked until the block comes within 200 px of the viewport; scrolling
 * it near loads the products (lazy hydration margin, spec 3 §9).
 */
export const LazyBelowTheFold: Story = {
  decorators: [
    (Story) => (
      <div>
        <div style={{ height: '300vh' }} data-testid="spacer" />
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(recommendations).not.toHaveBeenCalled();
    const block = canvasElement.querySelector('[data-block="productCarousel"]') as HTMLElement;
    block.scrollIntoView({ block: 'end' });
    await waitFor(() => expect(recommendations).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0));
  },
};

/** Upsell: up to 3 products by default. */
export const Upsell: Story = {
  args: { blocks: [fx.upsell] },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Complete your kit' }),
    ).toBeVisible();
  },
};

/** Without quick shop; the title comes from the engine's widget. */
export const WithoutQuickShop: Story = {
  args: { blocks: [fx.noQuickShop] },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6));
    await expect(canvas.queryByRole('button', { name: /^Quick shop/ })).toBeNull();
  },
};

/** While loading: a sized placeholder marked busy. */
export const Loading: Story = {
  args: { services: servicesWith({ delayMs: 600_000 }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** A failing product service: the block renders nothing (the failure is logged). */
export const ServiceFails: Story = {
  args: { services: servicesWith({ fail: true }) },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-block="productCarousel"]') as HTMLElement;
    await waitFor(() => expect(block).toBeEmptyDOMElement());
  },
};

/** A host without product services: the no-data state (nothing). */
export const NoProductService: Story = {
  args: { services: { ...createServicesSimulator(), products: undefined } as BlockServices },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-block="productCarousel"]') as HTMLElement;
    await waitFor(() => expect(block).toBeEmptyDOMElement());
  },
};

/** In French (fr-CA): words and prices in the locale. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { blocks: [fx.minimal] },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'You may also like' });
    await expect(canvas.getAllByRole('button', { name: /^Achat rapide/ }).length).toBeGreaterThan(
      0,
    );
    // The carousel's own words in French too.
    await expect(canvas.getByRole('region', { name: 'You may also like' })).toHaveAttribute(
      'aria-roledescription',
      'carrousel',
    );
    await expect(
      canvas.getByRole('button', { name: 'Diapositive suivante', hidden: true }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('group', { name: /^1 sur \d+$/ })).toHaveLength(1);
    // Raw text: the default normalizer would turn the narrow no-break space into a space.
    const raw = { normalizer: (text: string) => text };
    await expect(canvas.getAllByText(/^Prix actuel\u202F:/, raw).length).toBeGreaterThan(0);
  },
};

/** The invalid fixture in preview: the placeholder names the bad ids. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: productCarousel/ });
    await expect(placeholder).toHaveTextContent('fields.productId');
  },
};
