import { findLocale, type StorefrontLocale } from '@storefront/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shellTranslator } from '../../i18n/translate';
import { readFooter } from '../../lib/navigation';
import { SiteFooter } from './SiteFooter';

const locale = (path: string): StorefrontLocale => {
  const found = findLocale(path);
  if (!found) throw new Error(`unknown locale ${path}`);
  return found;
};

/** A footer document as the content service answers it (spec 2 §7 `footer/{siteId}`). */
const footerDocument = {
  slots: {
    main: [
      {
        type: 'footerColumn',
        id: 'help',
        fields: {
          title: 'Help',
          links: [
            { text: 'Returns', url: '/help/returns' },
            { text: 'Shipping', url: '/help/shipping' },
          ],
        },
      },
      {
        type: 'footerColumn',
        id: 'about',
        fields: {
          title: 'About',
          links: [
            { text: 'Journal', url: '/journal' },
            { text: 'Careers', url: 'https://careers.example.com', target: '_blank' },
          ],
        },
      },
      {
        type: 'footerNote',
        id: 'note',
        fields: { title: 'Free returns', text: '30 days to change your mind.' },
      },
      {
        type: 'footerLegal',
        id: 'legal',
        fields: {
          text: '© 2026 Alpine Outfitters',
          links: [{ text: 'Privacy', url: '/legal/privacy' }],
        },
      },
    ],
  },
};

const meta = {
  title: 'Storefront/SiteFooter',
  component: SiteFooter,
  args: {
    locale: locale('en-us'),
    brandName: 'Alpine',
    footer: readFooter(footerDocument),
    t: shellTranslator('en'),
    year: '2031',
  },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Columns, the note, the locale links and the legal line; links under the locale. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const help = within(canvas.getByRole('navigation', { name: 'Help' }));
    await expect(help.getByRole('link', { name: 'Returns' })).toHaveAttribute(
      'href',
      '/en-us/help/returns',
    );
    const careers = canvas.getByRole('link', { name: 'Careers' });
    await expect(careers).toHaveAttribute('target', '_blank');
    await expect(careers).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('Free returns')).toBeVisible();
    await expect(canvas.getByText('© 2026 Alpine Outfitters')).toBeVisible();
    const locales = within(canvas.getByRole('navigation', { name: 'All countries and languages' }));
    await expect(locales.getAllByRole('link')).toHaveLength(4);
    await expect(locales.getByRole('link', { name: 'United States (English)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** An empty or invalid footer document: locale links and the default legal line only. */
export const Empty: Story = {
  args: { footer: readFooter({}) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Help' })).toBeNull();
    await expect(canvas.getByText('© 2031 Alpine')).toBeVisible();
  },
};

/** Canadian French: the French shell words, the fr-ca locale current. */
export const FrenchCanada: Story = {
  args: { locale: locale('fr-ca'), t: shellTranslator('fr') },
  play: async ({ canvas }) => {
    const locales = within(canvas.getByRole('navigation', { name: 'Tous les pays et langues' }));
    await expect(locales.getByRole('link', { name: 'Canada (Français)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Returns' })).toHaveAttribute(
      'href',
      '/fr-ca/help/returns',
    );
  },
};
