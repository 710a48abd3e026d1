import type { FootSizes, SizeChart } from '@storefront/api-contract';
import { commerceMessages } from '@storefront/commerce/messages';
import { DialogManagerProvider } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SizeGuideButton } from './SizeGuideButton.client';

/**
 * The product page's "Size guide" (spec 2 §7 size chart and foot sizes): the button is in the
 * page's first load; the dialog's code and its `productExtras` words load on first use.
 */
const footwear: SizeChart = {
  productType: 'footwear',
  unit: 'cm',
  columns: ['footLength'],
  rows: [
    { size: '8', values: [26] },
    { size: '9', values: [27] },
    { size: '10', values: [28] },
  ],
};

const footSizes: FootSizes = {
  unit: 'cm',
  rows: [
    { footLengthCm: 26, us: { men: '8', women: '9.5' }, uk: '7.5', eu: '41' },
    { footLengthCm: 27, us: { men: '9', women: '10.5' }, uk: '8.5', eu: '42.5' },
  ],
};

const meta = {
  title: 'Storefront/SizeGuide',
  component: SizeGuideButton,
  decorators: [
    (Story) => (
      <DialogManagerProvider>
        <Story />
      </DialogManagerProvider>
    ),
  ],
  args: {
    label: 'Size guide',
    chart: footwear,
    footSizes,
    locale: 'en-US',
    messages: { productExtras: commerceMessages.en.productExtras ?? {} },
  },
} satisfies Meta<typeof SizeGuideButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Opens the chart, switches to the foot-size guide by keyboard and closes with Escape. */
export const Footwear: Story = {
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Size guide' });
    await userEvent.click(open);
    const dialog = within(
      await body.findByRole('dialog', { name: 'Size guide' }, { timeout: 15_000 }),
    );
    await expect(
      await dialog.findByRole('columnheader', { name: 'Foot length (cm)' }),
    ).toBeVisible();
    await expect(dialog.getByRole('rowheader', { name: '9' })).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'Foot-size guide' }));
    await expect(dialog.getByRole('cell', { name: '42.5' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(open).toHaveFocus();
  },
};

/** In French: the button's and the dialog's words come from the page's language. */
export const French: Story = {
  args: {
    label: 'Guide des tailles',
    locale: 'fr-CA',
    messages: { productExtras: commerceMessages.fr.productExtras ?? {} },
  },
  parameters: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guide des tailles' }));
    const dialog = within(
      await body.findByRole('dialog', { name: 'Guide des tailles' }, { timeout: 15_000 }),
    );
    await expect(
      await dialog.findByRole('columnheader', { name: 'Longueur du pied (cm)' }),
    ).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Guide des pointures' })).toBeVisible();
  },
};
