import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { BlockServicesProvider } from '../../services/context.client';
import { recalculateEventName } from '../../services/personalisation';
import { createServicesSimulator, simulatedDecision } from '../../services/simulators';
import { heroBannerBlock } from '../heroBanner';
import { richTextBlock } from '../richText';
import { experienceFixtures as fx } from './fixtures';
import { experienceBlock } from './index';

const registry = createRegistry([experienceBlock, richTextBlock, heroBannerBlock]);
const decided = (label: string) => [simulatedDecision('home-hero-test', label)];

const meta = {
  title: 'Blocks/Experience',
  component: RenderBlocks,
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.valid], services: createServicesSimulator() },
  decorators: [
    (Story, { args }) => (
      <BlockServicesProvider services={args.services ?? createServicesSimulator()}>
        <Story />
      </BlockServicesProvider>
    ),
  ],
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No decision: the baselines. */
export const Baseline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Baseline/ })).toBeVisible();
  },
};

/** The decision engine chose `variant-sale`: the variant is rendered on the first render. */
export const VariantChosen: Story = {
  args: { services: createServicesSimulator({ decisions: decided('variant-sale') }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Variant: sale on boots' })).toBeVisible();
    await expect(canvas.queryByText(/Baseline/)).toBeNull();
  },
};

/** `p13n_testcontext` forces the `Members` variant, whatever the decision. */
export const TestContext: Story = {
  args: {
    mode: 'preview',
    services: createServicesSimulator({
      mode: 'preview',
      decisions: decided('variant-sale'),
      testContext: { 'home-hero-test': 'Members' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Variant: members first' })).toBeVisible();
  },
};

/** In EMEA without targeting consent (C0004) the decision is ignored: the baselines. */
export const NoTargetingConsent: Story = {
  args: {
    services: createServicesSimulator({
      region: 'EMEA',
      consent: ['C0002'],
      decisions: decided('variant-sale'),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Baseline/ })).toBeVisible();
  },
};

const track = fn();
/** `trackingEvent` set: a click inside sends the page event through analytics. */
export const ClickTracking: Story = {
  args: { services: createServicesSimulator({ onTrack: track }) },
  play: async ({ canvas }) => {
    track.mockClear();
    await userEvent.click(canvas.getByText('Our bestsellers, back in stock.'));
    await expect(track).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'homeHeroClick',
        data: { experienceId: 'home-hero-test', variantId: 'baseline' },
      }),
    );
  },
};

function RecalculateDemo() {
  const [label, setLabel] = useState('baseline');
  const services = createServicesSimulator({
    decisions: decided(label),
    onRecalculate: () => setLabel('variant-members'),
  });
  return (
    <BlockServicesProvider services={services}>
      <RenderBlocks registry={registry} blocks={[fx.valid]} services={services} />
    </BlockServicesProvider>
  );
}

/** A `p13n:recalculate` event makes the host decide again; here it now picks `Members`. */
export const Recalculated: Story = {
  render: () => <RecalculateDemo />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Baseline/ })).toBeVisible();
    window.dispatchEvent(new CustomEvent(recalculateEventName));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Variant: members first' })).toBeVisible(),
    );
  },
};

/** Only the required fields: an id and one baseline. */
export const Minimal: Story = { args: { blocks: [fx.minimal] } };

/** The invalid fixture in preview: a placeholder naming the missing ids. */
export const InvalidInPreview: Story = {
  args: {
    blocks: [fx.invalid],
    mode: 'preview',
    services: createServicesSimulator({ mode: 'preview' }),
  },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('region', { name: /Invalid block: experience/ });
    await expect(placeholder).toHaveTextContent('fields.experienceId');
    await expect(placeholder).toHaveTextContent('fields.variants.0.variantId');
  },
};
