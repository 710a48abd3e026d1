import { Button, DialogManagerProvider, useDialogManager } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sizeGuideDialogId } from '../../../catalog/sizeGuide';
import { SizeGuideDialog, type SizeGuideDialogProps } from './SizeGuideDialog.client';

const chart: NonNullable<SizeGuideDialogProps['chart']> = {
  productType: 'tops',
  unit: 'cm',
  columns: ['chest', 'waist', 'sleeve'],
  rows: [
    { size: 'S', values: [90, 76, 83] },
    { size: 'M', values: [97, 83, 85] },
    { size: 'L', values: [104, 91, 87] },
  ],
};

const footSizes: NonNullable<SizeGuideDialogProps['footSizes']> = {
  unit: 'cm',
  rows: [
    { footLengthCm: 26, us: { men: '8', women: '9.5' }, uk: '7.5', eu: '41' },
    { footLengthCm: 26.5, us: { men: '8.5', women: '10' }, uk: '8', eu: '42' },
  ],
};

/** A product page's "Size guide" button opening the dialog through the manager. */
function Page({ open, ...props }: SizeGuideDialogProps & { open: string }) {
  const dialogs = useDialogManager();
  return (
    <>
      <Button onClick={() => dialogs.open(sizeGuideDialogId)}>{open}</Button>
      <SizeGuideDialog {...props} />
    </>
  );
}

const meta = {
  title: 'Commerce/Catalog/SizeGuideDialog',
  component: Page,
  decorators: [
    (Story) => (
      <DialogManagerProvider>
        <Story />
      </DialogManagerProvider>
    ),
  ],
  args: { open: 'Size guide', chart, footSizes, locale: 'en-US' },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The chart (cm per measure) and the foot-size guide in tabs. */
export const ChartAndFootSizes: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Size guide' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Size guide' }));
    await expect(dialog.getByRole('columnheader', { name: 'Chest (cm)' })).toBeVisible();
    await expect(dialog.getByRole('rowheader', { name: 'M' })).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'Foot-size guide' }));
    await expect(dialog.getByRole('columnheader', { name: 'Foot length (cm)' })).toBeVisible();
    await expect(dialog.getByRole('rowheader', { name: '26.5' })).toBeVisible();
  },
};

/** French (fr-CA): decimal commas and French headers. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { open: 'Guide des tailles', locale: 'fr-CA', chart: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guide des tailles' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Guide des tailles' }));
    await expect(dialog.getByRole('columnheader', { name: 'US femme' })).toBeVisible();
    await expect(dialog.getByRole('rowheader', { name: '26,5' })).toBeVisible();
  },
};
