import { findLocale, type StorefrontLocale } from '@storefront/api-contract';
import { DialogManagerProvider } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storesTranslator } from '../StoreLocator/words';
import LocationDialog from './LocationDialog.client';
import { locationLabelsFrom, locationSitesFrom } from './labels';

const site = (path: string) => findLocale(path) as StorefrontLocale;
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
  args: {
    country: 'GB',
    sites: locationSitesFrom(storesTranslator('en'), 'en-US', [site('en-gb')]),
    labels: en,
  },
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
  args: {
    country: 'US',
    sites: locationSitesFrom(storesTranslator('fr'), 'fr-CA', [site('en-us')]),
    labels: fr,
  },
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

/**
 * The shopper is in Canada on the United States site: Canada has a site per language, so the
 * dialog offers both, each naming its language.
 */
export const CountryWithTwoLanguages: Story = {
  args: {
    country: 'CA',
    sites: locationSitesFrom(storesTranslator('en'), 'en-US', [site('en-ca'), site('fr-ca')]),
    labels: locationLabelsFrom(storesTranslator('en'), 'en-US', 'US', 'CA'),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Choose your site' });
    await expect(dialog).toHaveTextContent('Your location: Canada');
    const english = screen.getByRole('link', { name: 'Shop on the Canada site in English' });
    const french = screen.getByRole('link', { name: 'Shop on the Canada site in French' });
    await waitFor(() => expect(english.getAttribute('href')).toMatch(/^\/en-ca/));
    await expect(french.getAttribute('href')).toMatch(/^\/fr-ca/);
  },
};

/** The same in French (a French page of another country would list French first). */
export const CountryWithTwoLanguagesFrench: Story = {
  args: {
    country: 'CA',
    sites: locationSitesFrom(storesTranslator('fr'), 'fr-CA', [site('fr-ca'), site('en-ca')]),
    labels: locationLabelsFrom(storesTranslator('fr'), 'fr-CA', 'US', 'CA'),
  },
  parameters: { locale: 'fr-ca' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Choisissez votre site' });
    const links = screen.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Magasiner sur le site Canada en français',
      'Magasiner sur le site Canada en anglais',
    ]);
  },
};
