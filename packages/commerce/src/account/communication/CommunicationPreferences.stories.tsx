import type { Subscription } from '@storefront/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  CommunicationPreferences,
  type CommunicationPreferencesProps,
} from './CommunicationPreferences.client';

const subscriptions: Subscription[] = [
  { channel: 'EMAIL', type: 'Newsletter', optin: true, doubleOptin: true },
  { channel: 'EMAIL', type: 'LoyaltyNewsletter', optin: true, doubleOptin: false },
  { channel: 'SMS', type: 'MARKETING', optin: false, doubleOptin: false },
];

const answered: Subscription[] = [
  { channel: 'EMAIL', type: 'Newsletter', optin: false, doubleOptin: false },
  { channel: 'EMAIL', type: 'LoyaltyNewsletter', optin: true, doubleOptin: false },
  { channel: 'SMS', type: 'MARKETING', optin: true, doubleOptin: false },
];

type OnSave = CommunicationPreferencesProps['onSave'];

const FRENCH_TERMS_REQUIRED = 'Acceptez les conditions des SMS pour recevoir des messages texte.';

const meta = {
  title: 'Commerce/Account/CommunicationPreferences',
  component: CommunicationPreferences,
  args: {
    subscriptions,
    phone: '',
    loyaltyMember: true,
    phoneEntries: [
      { dialCode: '1', code: 'US', mask: '(XXX) XXX - XXXX' },
      { dialCode: '44', code: 'GB', mask: 'XXXX XXXXXX' },
    ],
    region: 'NORA',
    smsTermsHref: '/en-us/sms-terms',
    onSave: fn<OnSave>(async () => ({ ok: true as const, subscriptions: answered })),
  },
} satisfies Meta<typeof CommunicationPreferences>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Loaded: the newsletter confirmed, the loyalty newsletter waiting for its confirmation (double
 * opt-in), SMS off. Opt out of the newsletter and in to SMS (terms accepted first): only the
 * changes are sent, the SMS opt-in as a POST with the number.
 */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const newsletter = canvas.getByRole('checkbox', { name: 'Newsletter' });
    await expect(newsletter).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Alpine Rewards newsletter' }),
    ).toHaveAccessibleDescription('Waiting for your confirmation');
    await userEvent.click(newsletter);
    await userEvent.click(canvas.getByRole('checkbox', { name: /text messages about offers/ }));
    const accept = canvas.getByRole('button', { name: 'I accept' });
    await expect(accept).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Read the SMS terms' })).toHaveAttribute(
      'href',
      '/en-us/sms-terms',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Mobile phone/ }), '3035550123');
    await userEvent.click(accept);
    await expect(await canvas.findByText('SMS terms accepted')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(canvas.getByText('Your preferences are saved.')).toBeVisible());
    await expect(args.onSave).toHaveBeenCalledWith([
      { method: 'PUT', request: { channel: 'EMAIL', type: 'Newsletter', optin: false } },
      {
        method: 'POST',
        request: { channel: 'SMS', type: 'MARKETING', optin: true, phone: '+13035550123' },
      },
    ]);
    // The answer: the SMS opt-in now waits for its confirmation.
    await expect(
      canvas.getByRole('checkbox', { name: /text messages about offers/ }),
    ).toHaveAccessibleDescription('Waiting for your confirmation');
  },
};

/**
 * The SMS terms rule (spec 3 §4): saving an SMS opt-in without accepting its terms is refused at
 * the box; emptying the phone resets an acceptance.
 */
export const SmsTermsRequired: Story = {
  args: { phone: '+13035550100' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sms = canvas.getByRole('checkbox', { name: /text messages about offers/ });
    await userEvent.click(sms);
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() =>
      expect(sms).toHaveAccessibleDescription(/Accept the SMS terms to receive text messages/),
    );
    await expect(sms).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'I accept' }));
    await expect(await canvas.findByText('SMS terms accepted')).toBeVisible();
    const phone = canvas.getByRole('textbox', { name: /^Mobile phone/ });
    await userEvent.clear(phone);
    await expect(await canvas.findByRole('button', { name: 'I accept' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/mobile number we should text/));
    await expect(phone).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The shared phone rules (spec 2 §5): an SMS opt-in with a number too short is refused at the phone. */
export const InvalidPhone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /text messages about offers/ }));
    const phone = canvas.getByRole('textbox', { name: /^Mobile phone/ });
    await userEvent.type(phone, '30355');
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(/A valid phone number is required/),
    );
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Nothing changed: nothing is sent. Not a loyalty member: no loyalty newsletter. */
export const Empty: Story = {
  args: { subscriptions: [], loyaltyMember: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Newsletter' })).not.toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: 'Alpine Rewards newsletter' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Nothing to save: your preferences are unchanged.',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The subscriptions could not be read: the error, no form. */
export const ErrorState: Story = {
  args: { subscriptions: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We could not load your preferences.',
    );
    await expect(canvas.queryByRole('button', { name: 'Save preferences' })).toBeNull();
  },
};

/** Saving (busy button), then the API's failure above the form. */
export const SavingFailed: Story = {
  args: {
    onSave: fn<OnSave>(
      () =>
        new Promise((resolve) =>
          setTimeout(
            () =>
              resolve({
                ok: false,
                code: 'GEN500',
                message: 'We could not save your preferences. Please try again.',
              }),
            300,
          ),
        ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Newsletter' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Save preferences/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not save your preferences. Please try again.',
    );
    // Nothing lost: the choice stays as the shopper left it.
    await expect(canvas.getByRole('checkbox', { name: 'Newsletter' })).not.toBeChecked();
  },
};

/** French (fr-CA): the words of the `accountarea` catalogue. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Courriel' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Infolettre' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: /messages texte sur les offres/ }));
    await expect(canvas.getByRole('button', { name: 'J’accepte' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Enregistrer les préférences' })).toBeVisible();
  },
};

/** French (fr-CA): the SMS terms rule's message in French, at the box. */
export const FrenchSmsTermsRequired: Story = {
  parameters: { locale: 'fr-ca' },
  args: { phone: '+13035550100' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sms = canvas.getByRole('checkbox', { name: /messages texte sur les offres/ });
    await userEvent.click(sms);
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer les préférences' }));
    await waitFor(() => expect(sms).toHaveAttribute('aria-invalid', 'true'));
    await expect(sms).toHaveAccessibleDescription(FRENCH_TERMS_REQUIRED);
    await expect(sms).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
