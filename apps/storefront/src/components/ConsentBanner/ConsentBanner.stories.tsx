import { DialogManagerProvider } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { createTranslator } from 'use-intl';
import consentEn from '../../messages/en/consent.json';
import consentFr from '../../messages/fr/consent.json';
import { ConsentActionsView } from './ConsentActionsView.client';
import { ConsentBanner } from './ConsentBanner';
import { ConsentSettingsLink } from './ConsentSettingsLink.client';
import { consentLabelsFrom } from './consentLabels';
import { consentAnsweredAttribute } from './consentScript';

const labelsIn = (language: 'en' | 'fr') =>
  consentLabelsFrom(
    createTranslator({
      locale: language,
      messages: { consent: language === 'fr' ? consentFr : consentEn },
      namespace: 'consent',
    }) as (key: string) => string,
  );

/** Forgets any answer a story stored (the stories share one page). */
function forgetAnswer() {
  // biome-ignore lint/suspicious/noDocumentCookie: the story removes the cookie the banner wrote
  document.cookie = 'consent=; Path=/; Max-Age=0';
  document.documentElement.removeAttribute(consentAnsweredAttribute);
}

const en = labelsIn('en');
const fr = labelsIn('fr');
const onAnswered = fn();

const meta = {
  title: 'Storefront/ConsentBanner',
  component: ConsentBanner,
  args: {
    labels: en,
    privacyHref: '/en-gb/privacy',
    actions: <ConsentActionsView labels={en} onAnswered={onAnswered} />,
  },
  beforeEach: () => {
    forgetAnswer();
    onAnswered.mockClear();
    return forgetAnswer;
  },
  decorators: [
    (Story) => (
      <DialogManagerProvider>
        <main id="main" tabIndex={-1}>
          <Story />
        </main>
      </DialogManagerProvider>
    ),
  ],
} satisfies Meta<typeof ConsentBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The banner of an EMEA site before the shopper answers. */
export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your privacy' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/en-gb/privacy',
    );
    for (const name of ['Accept all', 'Required only', 'Manage preferences'])
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
  },
};

/** "Accept all" stores every category; the banner hides and focus goes to the main content. */
export const AcceptAll: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Your privacy' });
    await userEvent.click(canvas.getByRole('button', { name: 'Accept all' }));
    await expect(document.cookie).toContain(
      'consent=C0001%3A1%2CC0002%3A1%2CC0003%3A1%2CC0004%3A1',
    );
    await expect(onAnswered).toHaveBeenCalledOnce();
    await expect(banner).not.toBeVisible();
    await expect(document.getElementById('main')).toHaveFocus();
  },
};

/** The banner in French; "Required only" refuses every optional category. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    labels: fr,
    privacyHref: '/fr-ca/privacy',
    actions: <ConsentActionsView labels={fr} onAnswered={onAnswered} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Votre vie privée' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nécessaires seulement' }));
    await expect(document.cookie).toContain(
      'consent=C0001%3A1%2CC0002%3A0%2CC0003%3A0%2CC0004%3A0',
    );
  },
};

/**
 * "Manage preferences" opens the dialog (loaded on first use) by keyboard: the required category
 * is on and locked, the shopper ticks analytics and saves.
 */
export const Preferences: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Manage preferences' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    const required = await screen.findByRole('checkbox', { name: /^Required/ });
    await expect(required).toBeChecked();
    await expect(required).toBeDisabled();
    const analytics = screen.getByRole('checkbox', { name: /^Performance and analytics/ });
    await expect(analytics).not.toBeChecked();
    await userEvent.click(analytics);
    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(document.cookie).toContain(
      'consent=C0001%3A1%2CC0002%3A1%2CC0003%3A0%2CC0004%3A0',
    );
    await expect(onAnswered).toHaveBeenCalledWith(['C0001', 'C0002']);
  },
};

/** The preferences dialog in French, open. */
export const PreferencesFrench: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    labels: fr,
    privacyHref: '/fr-ca/privacy',
    actions: <ConsentActionsView labels={fr} onAnswered={onAnswered} />,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Gérer mes préférences' }));
    await expect(
      await screen.findByRole('dialog', { name: 'Préférences en matière de témoins' }),
    ).toBeVisible();
    await expect(await screen.findByRole('checkbox', { name: /^Ciblage/ })).not.toBeChecked();
  },
};

/**
 * After an answer, the footer's "Cookie settings" (en-gb) reopens the preferences dialog with
 * the choices made; closing it gives focus back to the button.
 */
export const SettingsReopen: Story = {
  render: (args) => (
    <>
      <ConsentBanner {...args} />
      <ConsentSettingsLink label={consentEn.settings.link} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Required only' }));
    const settings = canvas.getByRole('button', { name: 'Cookie settings' });
    await expect(settings).toHaveAttribute('aria-haspopup', 'dialog');
    settings.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    await expect(
      await screen.findByRole('checkbox', { name: /^Performance and analytics/ }),
    ).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(settings).toHaveFocus());
  },
};

/** The same in French. */
export const SettingsReopenFrench: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    labels: fr,
    privacyHref: '/fr-ca/privacy',
    actions: <ConsentActionsView labels={fr} onAnswered={onAnswered} />,
  },
  render: (args) => (
    <>
      <ConsentBanner {...args} />
      <ConsentSettingsLink label={consentFr.settings.link} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tout accepter' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Paramètres des témoins' }));
    await expect(
      await screen.findByRole('dialog', { name: 'Préférences en matière de témoins' }),
    ).toBeVisible();
    await expect(await screen.findByRole('checkbox', { name: /^Ciblage/ })).toBeChecked();
  },
};
