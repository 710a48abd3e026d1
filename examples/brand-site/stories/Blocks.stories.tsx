import { createRegistry, getSlot, RenderBlocks, richTextBlock } from '@storefront/blocks';
import { richTextFixtures } from '@storefront/blocks/fixtures';
import { Container } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import home from '../content/home.json';
import { brandRegistry } from '../src/registry';
import { brandServices } from '../src/services';

/**
 * Our blocks and the brand's in the Lakeside theme and German words: the blocks of the home
 * document one by one (the brand's `openingHours` and its `richText` override among them), and
 * our own `richText` (the one the brand overrides) from the kit's fixtures. No story loads
 * media: nothing reaches the network.
 */
const meta = {
  title: 'Lakeside/Blocks',
  render: ({ type }: { type: string }) => (
    <Container as="main" width="container">
      <RenderBlocks
        blocks={getSlot(home, 'main').filter((b) => (b as { type?: unknown }).type === type)}
        registry={brandRegistry}
        services={brandServices}
      />
    </Container>
  ),
} satisfies Meta<{ type: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BenefitBar: Story = { args: { type: 'benefitBar' } };
export const RichTextOverride: Story = { args: { type: 'richText' } };
export const OpeningHours: Story = { args: { type: 'openingHours' } };
export const Accordion: Story = { args: { type: 'accordion' } };

/** Our `richText` as we ship it (the brand's registry overrides it), from the kit's fixtures. */
export const RichTextOfTheKit: Story = {
  args: { type: 'richText' },
  render: () => (
    <Container as="main" width="container">
      <RenderBlocks
        blocks={[richTextFixtures.centered]}
        registry={createRegistry([richTextBlock])}
        services={brandServices}
      />
    </Container>
  ),
};
