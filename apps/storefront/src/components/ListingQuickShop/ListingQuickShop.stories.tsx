import { commerceDialogs, type QuickShopRequest } from '@storefront/commerce';
import { DialogManagerProvider, ManagedDialog } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ListingQuickShop } from './ListingQuickShop.client';

/**
 * A listing card's quick-shop (spec 3 §4, §9): a link to the product page that opens the
 * quick-shop through the dialog manager, its request carrying the listing's origin label. The
 * stand-in dialog shows the request the layout's quick-shop host would receive.
 */
const meta = {
  title: 'Storefront/ListingQuickShop',
  component: ListingQuickShop,
  decorators: [
    (Story) => (
      <DialogManagerProvider>
        <Story />
        <ManagedDialog<QuickShopRequest> id={commerceDialogs.quickShop} title="Quick shop host">
          {(request) => (
            <p>
              {request.id} · {request.origin}
            </p>
          )}
        </ManagedDialog>
      </DialogManagerProvider>
    ),
  ],
  args: {
    productId: 'ALP1401M',
    url: '/p/mens-meadow-walker-ALP1401M',
    href: '/en-us/p/mens-meadow-walker-ALP1401M',
    origin: 'Grid',
    text: 'Quick shop',
    label: 'Quick shop Meadow Walker',
  },
} satisfies Meta<typeof ListingQuickShop>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** A click opens the quick-shop in place with the `Grid` origin; Escape gives focus back. */
export const Grid: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Quick shop Meadow Walker' });
    await expect(link).toHaveAttribute('href', '/en-us/p/mens-meadow-walker-ALP1401M');
    await userEvent.click(link);
    const dialog = within(await body.findByRole('dialog', { name: 'Quick shop host' }));
    await expect(dialog.getByText('ALP1401M · Grid')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(link).toHaveFocus();
  },
};

/** In French, on the search page: its words and the `Search` origin. */
export const FrenchSearch: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    href: '/fr-ca/p/mens-meadow-walker-ALP1401M',
    origin: 'Search',
    text: 'Achat rapide',
    label: 'Achat rapide Meadow Walker',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Achat rapide Meadow Walker' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Quick shop host' }));
    await expect(dialog.getByText('ALP1401M · Search')).toBeVisible();
  },
};
