import { DialogManagerProvider } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storesTranslator } from '../StoreLocator/words';
import LocationDialog from './LocationDialog.client';
import { locationLabelsFrom } from './labels';

const en = locationLabelsFrom(storesTranslator('en'), 'en-US', 'US', 'GB');
const fr = locationLabelsFrom(storesTranslator('fr'), 'fr-CA', 'CA', 'US');

// Dialogs render in a portal on <body>.
const screen = within(document.body);

const forget = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the story's own cookie, reset
  document.cookie = 'locationChoice=; Path=/; Max-Age=0';
};

const meta = {
  title: 'Storefront/LocationConfirmation/LocationDialog',
  component: LocationDialog,
  args: { country: 'GB', targetPath: 'en-gb', labels: en },
  decorators: [
    (Story) => {
      forget();
      return (
        <DialogManagerProvider>
          <Story />
        </DialogManagerProvider>
      );
    },
  ],
} satisfies Meta<typeof LocationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The shopper is in the United Kingdom on the United States site: the dialog offers the same
 * page on the United Kingdom site, or staying.
 */
export const OtherCountry: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Choose your site' });
    await expect(dialog).toHaveTextContent('Your location: United Kingdom');
    const go = screen.getByRole('link', { name: 'Shop on the United Kingdom site' });
    await waitFor(() => expect(go.getAttribute('href')).toMatch(/^\/en-gb/));
    await expect(
      screen.getByRole('button', { name: 'Stay on the United States site' }),
    ).toBeVisible();
  },
};

/** Staying closes the dialog and remembers the answer for that country (a year). */
export const StayRemembered: Story = {
  play: async () => {
    await screen.findByRole('dialog', { name: 'Choose your site' });
    await userEvent.click(screen.getByRole('button', { name: 'Stay on the United States site' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(document.cookie).toContain('locationChoice=GB');
    forget();
  },
};

/** In French on the Canadian site, from the United States. */
export const OtherCountryFrench: Story = {
  args: { country: 'US', targetPath: 'en-us', labels: fr },
  parameters: { locale: 'fr-ca' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Choisissez votre site' });
    await expect(dialog).toHaveTextContent('Votre emplacement : États-Unis');
    await expect(
      screen.getByRole('link', { name: 'Magasiner sur le site États-Unis' }),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Rester sur le site Canada' })).toBeVisible();
  },
};
