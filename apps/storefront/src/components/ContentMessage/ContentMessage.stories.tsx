import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { shellTranslator } from '../../i18n/translate';
import { ContentMessage } from './ContentMessage';

const en = shellTranslator('en');
const fr = shellTranslator('fr');

const meta = {
  title: 'Storefront/ContentMessage',
  component: ContentMessage,
  args: { title: en('contentMissing.title'), text: en('contentMissing.text') },
} satisfies Meta<typeof ContentMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A published page without content: a polite status. */
export const ContentMissing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en('contentMissing.title'),
    );
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The content service is down: an alert the shopper notices. */
export const ContentUnavailable: Story = {
  args: {
    role: 'alert',
    title: en('contentUnavailable.title'),
    text: en('contentUnavailable.text'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en('contentUnavailable.text'));
  },
};

/** Not found, with the link back home. */
export const NotFoundWithLink: Story = {
  args: {
    title: en('notFound.title'),
    text: en('notFound.text'),
    link: { href: '/en-us', label: en('notFound.backHome') },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: en('notFound.backHome') })).toHaveAttribute(
      'href',
      '/en-us',
    );
  },
};

/** French words. */
export const French: Story = {
  args: {
    role: 'alert',
    title: fr('contentUnavailable.title'),
    text: fr('contentUnavailable.text'),
    link: { href: '/fr-ca', label: fr('notFound.backHome') },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      fr('contentUnavailable.title'),
    );
  },
};
