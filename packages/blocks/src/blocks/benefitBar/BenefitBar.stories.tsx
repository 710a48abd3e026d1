import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { createBlockServices } from '../../services/types';
import { withHostWords } from '../../stories/withHostWords';
import { benefitBarStorageKey, closedAttribute } from './closedFlag';
import { benefitBarFixtures as fx } from './fixtures';
import { benefitBarBlock } from './index';

const registry = createRegistry([benefitBarBlock]);

/** Forgets the closed flag before and after each story, so stories do not leak state. */
const resetClosedFlag = () => {
  const reset = () => {
    window.localStorage.removeItem(benefitBarStorageKey);
    document.documentElement.removeAttribute(closedAttribute);
  };
  reset();
  return reset;
};

const meta = {
  title: 'Blocks/BenefitBar',
  component: RenderBlocks,
  decorators: [withHostWords],
  parameters: { layout: 'fullscreen' },
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid] },
  beforeEach: resetClosedFlag,
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every field: logo, title, subtitle, three benefits, info icon, close button, centred. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Member benefits' });
    await expect(region).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Summit Lab' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Free shipping over $75' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Benefit details' })).toHaveAttribute(
      'href',
      '/loyalty-terms',
    );
  },
};

/** Closing hides the bar and stores `benefitBarClosed` in localStorage. */
export const CloseHidesAndRemembers: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Member benefits' });
    await userEvent.click(canvas.getByRole('button', { name: 'Close the benefit bar' }));
    await waitFor(() => expect(region).not.toBeVisible());
    await expect(window.localStorage.getItem(benefitBarStorageKey)).toBe('true');
  },
};

/** Closed on an earlier visit: the stored flag hides the bar. */
export const Closed: Story = {
  beforeEach: () => {
    window.localStorage.setItem(benefitBarStorageKey, 'true');
  },
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector('[data-benefit-bar]');
    await waitFor(() => expect(region).not.toBeVisible());
  },
};

/** `showCloseButton: false`: no close button, and a stored closed flag does not hide it. */
export const WithoutCloseButton: Story = {
  args: { blocks: [fx.noCloseButton] },
  beforeEach: () => {
    window.localStorage.setItem(benefitBarStorageKey, 'true');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Free shipping and returns' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** `alignment: 'left'`. */
export const AlignedLeft: Story = {
  args: { blocks: [fx.alignedLeft] },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Winter sale: up to 40% off' });
    const link = canvas.getByRole('link', { name: 'Shop the sale' });
    await expect(link.getBoundingClientRect().left).toBeLessThan(region.clientWidth / 2);
  },
};

/** `alignment: 'right'`, without close button. */
export const AlignedRight: Story = {
  args: { blocks: [fx.alignedRight] },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Click and collect in 2 hours' });
    const link = canvas.getByRole('link', { name: 'Find a store' });
    await expect(link.getBoundingClientRect().right).toBeGreaterThan(region.clientWidth / 2);
  },
};

/** `backgroundImage` under a scrim. */
export const WithBackgroundImage: Story = {
  args: { blocks: [fx.backgroundImage] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-benefit-bar] img')).toHaveAttribute('alt', '');
  },
};

/** `infoIcon`: an info link named by its label, opening in a new tab. */
export const WithInfoIcon: Story = {
  args: { blocks: [fx.infoIcon] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Shipping details' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** The minimum: a title and the close button. */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };

/** In GB (locale `en-GB`) the free-shipping benefit is not shown (spec 3 §9). */
export const GreatBritainHidesFreeShipping: Story = {
  args: {
    services: createBlockServices({ locale: { tag: 'en-GB', currency: 'GBP', path: 'en-gb' } }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Free shipping over $75' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Free 30-day returns' })).toBeVisible();
  },
};

/** French labels (`fr-CA`). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { blocks: [fx.minimal] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Fermer la barre des avantages' }),
    ).toBeVisible();
  },
};

/** Invalid CMS JSON in preview mode: the renderer's placeholder names the fields. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/benefitBar/)).toBeVisible();
  },
};
