import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { messagesFor } from '../../lib/messages';
import { ContentMessage } from './ContentMessage';

const en = messagesFor('en');
const fr = messagesFor('fr');

const meta = {
  title: 'Storefront/ContentMessage',
  component: ContentMessage,
  args: { title: en.contentMissingTitle, text: en.contentMissingText },
} satisfies Meta<typeof ContentMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A published page without content: a polite status. */
export const ContentMissing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en.contentMissingTitle,
    );
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The content service is down: an alert the shopper notices. */
export const ContentUnavailable: Story = {
  args: {
    role: 'alert',
    title: en.contentUnavailableTitle,
    text: en.contentUnavailableText,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en.contentUnavailableText);
  },
};

/** Not found, with the link back home. */
export const NotFoundWithLink: Story = {
  args: {
    title: en.notFoundTitle,
    text: en.notFoundText,
    link: { href: '/en-us', label: en.backHome },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: en.backHome })).toHaveAttribute('href', '/en-us');
  },
};

/** French words. */
export const French: Story = {
  args: {
    role: 'alert',
    title: fr.contentUnavailableTitle,
    text: fr.contentUnavailableText,
    link: { href: '/fr-ca', label: fr.backHome },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      fr.contentUnavailableTitle,
    );
  },
};
