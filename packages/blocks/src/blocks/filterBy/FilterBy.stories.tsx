import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { createServicesSimulator } from '../../services/simulators';
import { richTextBlock } from '../richText';
import { filterByFixtures as fx, filterByPaths as paths } from './fixtures';
import { filterByBlock } from './index';

const registry = createRegistry([filterByBlock, richTextBlock]);
const on = (path: string) => createServicesSimulator({ path });

const meta = {
  title: 'Blocks/FilterBy',
  component: RenderBlocks,
  argTypes: { registry: { control: false }, services: { control: false } },
  args: { registry, mode: 'production', blocks: [fx.bySkuIn], services: on(paths.listedProduct) },
} satisfies Meta<typeof RenderBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

const visible =
  (text: string): Story['play'] =>
  async ({ canvas }) => {
    await expect(canvas.getByText(text)).toBeVisible();
  };
const empty: Story['play'] = async ({ canvasElement }) => {
  await expect(canvasElement.textContent?.trim()).toBe('');
};

/** bySku IN on a listed product page (`/en-us/p/trail-boot-AB12CD34`): children shown. */
export const BySkuInOnListedProduct: Story = { play: visible('Free resoling for this boot.') };
/** bySku IN on another product page: nothing. */
export const BySkuInOnOtherProduct: Story = {
  args: { services: on(paths.otherProduct) },
  play: empty,
};
/** bySku IN on a category page: nothing (not a product page). */
export const BySkuInOnCategory: Story = {
  args: { services: on(paths.listedCategory) },
  play: empty,
};
/** bySku NOT IN on another product page: children shown. */
export const BySkuNotInOnOtherProduct: Story = {
  args: { blocks: [fx.bySkuNotIn], services: on(paths.otherProduct) },
  play: visible('Shown on every other product.'),
};
/** bySku NOT IN on the listed product page: nothing. */
export const BySkuNotInOnListedProduct: Story = { args: { blocks: [fx.bySkuNotIn] }, play: empty };
/** bySku NOT IN on the home page: nothing (only product pages). */
export const BySkuNotInOnOtherPage: Story = {
  args: { blocks: [fx.bySkuNotIn], services: on(paths.home) },
  play: empty,
};
/** byCategory IN on a listed category page (`/en-us/c/womens-boots-1002`): children shown. */
export const ByCategoryInOnListedCategory: Story = {
  args: { blocks: [fx.byCategoryIn], services: on(paths.listedCategory) },
  play: visible('Boot fitting guide for this category.'),
};
/** byCategory IN on a product page: nothing. */
export const ByCategoryInOnProduct: Story = { args: { blocks: [fx.byCategoryIn] }, play: empty };
/** byCategory NOT IN on another category: children shown. */
export const ByCategoryNotInOnOtherCategory: Story = {
  args: { blocks: [fx.byCategoryNotIn], services: on(paths.otherCategory) },
  play: visible('Shown on every other category.'),
};
/** byCategory NOT IN on the listed category: nothing. */
export const ByCategoryNotInOnListedCategory: Story = {
  args: { blocks: [fx.byCategoryNotIn], services: on(paths.listedCategory) },
  play: empty,
};
/** byCategory NOT IN on the home page: nothing (only category pages). */
export const ByCategoryNotInOnOtherPage: Story = {
  args: { blocks: [fx.byCategoryNotIn], services: on(paths.home) },
  play: empty,
};
/** Bad `variant` / `operator` values fall back to bySku / IN. */
export const BadEnumsFallBack: Story = {
  args: { blocks: [fx.badEnums] },
  play: visible('Fell back to bySku IN.'),
};
/** Defaults only: bySku IN. */
export const Minimal: Story = { args: { blocks: [fx.minimal] }, play: visible('Minimal filter.') };
/** The invalid fixture in preview: a placeholder naming `fields.ids`. */
export const InvalidInPreview: Story = {
  args: { blocks: [fx.invalid], mode: 'preview' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: /Invalid block: filterBy/ })).toHaveTextContent(
      'fields.ids',
    );
  },
};
