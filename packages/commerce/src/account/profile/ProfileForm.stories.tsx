import type { ConsumerProfile } from '@storefront/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileForm, type ProfileFormProps } from './ProfileForm.client';

const profile: ConsumerProfile = {
  consumerId: 'c1',
  consumerType: 'REGISTERED',
  consumerDetails: {
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+13035550100',
    postalCode: '80202',
    birthDate: '1990-05-01',
    address: [],
    athlete: null,
    employee: null,
    prosumer: null,
    identity: [],
  },
  isLoyaltyMember: true,
  preferences: { interests: 'Hiking|Camping', preferredShoeSize: '9' },
  subscriptions: [],
  partiallyEnrolled: false,
};
const blank: ConsumerProfile = {
  ...profile,
  consumerDetails: {
    ...profile.consumerDetails,
    firstName: '',
    lastName: '',
    phone: '',
    postalCode: '',
    birthDate: '',
  },
  preferences: {},
};

const FRENCH_PHONE_INVALID = 'Un numéro de téléphone valide est requis';

const meta = {
  title: 'Commerce/Account/ProfileForm',
  component: ProfileForm,
  args: {
    profile,
    onSave: fn<ProfileFormProps['onSave']>(async () => ({ ok: true as const, profile })),
    changePasswordHref: '/en-us/account/password',
    phoneEntries: [
      { dialCode: '1', code: 'US', mask: '(XXX) XXX - XXXX' },
      { dialCode: '44', code: 'GB', mask: 'XXXX XXXXXX' },
    ],
    region: 'NORA',
  },
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A loaded profile: change the shoe size and an interest, save (interests pipe-joined). */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ada@example.com');
    await expect(canvas.getByRole('checkbox', { name: 'Hiking' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Climbing' }));
    const size = canvas.getByRole('textbox', { name: 'Preferred shoe size' });
    await userEvent.clear(size);
    await userEvent.type(size, '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Your profile is saved.'),
    );
    await expect(args.onSave).toHaveBeenCalledWith({
      consumerProfile: {
        consumerDetails: expect.objectContaining({ firstName: 'Ada', birthDate: '1990-05-01' }),
        preferences: { interests: 'Hiking|Climbing|Camping', preferredShoeSize: '10' },
      },
    });
    await expect(canvas.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/en-us/account/password',
    );
  },
};

/** Every value empty: the update is skipped (spec 2 §5), no call made. */
export const Empty: Story = {
  args: {
    profile: blank,
    onSave: fn<ProfileFormProps['onSave']>(async () => ({ ok: true as const, profile })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Nothing to save: every field is empty.',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** No profile loaded: "Profile not loaded" (spec 2 §5), no form. */
export const ErrorState: Story = {
  args: { profile: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Profile not loaded');
    await expect(canvas.queryByRole('button', { name: 'Save profile' })).toBeNull();
  },
};

/** Saving, then PRO410 (too young) at the birth date. */
export const SavingTooYoung: Story = {
  args: {
    onSave: fn<ProfileFormProps['onSave']>(
      () =>
        new Promise((resolve) =>
          setTimeout(
            () =>
              resolve({
                ok: false,
                code: 'PRO410',
                message: 'You must be at least 16 years old.',
              }),
            300,
          ),
        ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Save profile/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    const birthDate = canvas.getByLabelText(/^Birth date/);
    await waitFor(() => expect(birthDate).toHaveAttribute('aria-invalid', 'true'));
    await expect(birthDate).toHaveAccessibleDescription(/at least 16 years/);
    await expect(birthDate).toHaveFocus();
    // Nothing lost: the values stay for another try.
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  },
};

/** PRO411 (birth date missing, spec 2 §8): at the birth date, which takes the focus. */
export const BirthDateMissing: Story = {
  args: {
    onSave: fn<ProfileFormProps['onSave']>(async () => ({
      ok: false,
      code: 'PRO411',
      message: 'Birth date is required.',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const birthDate = canvas.getByLabelText(/^Birth date/);
    await userEvent.clear(birthDate);
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(birthDate).toHaveAccessibleDescription('Birth date is required.'));
    await expect(birthDate).toHaveFocus();
  },
};

/** Another failure: the message above the form. */
export const SaveFailed: Story = {
  args: {
    onSave: fn<ProfileFormProps['onSave']>(async () => ({
      ok: false,
      code: 'GEN500',
      message: '',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not save your profile. Please try again.',
    );
  },
};

/** The shared phone rules (spec 2 §5): a number too short is refused at the phone, nothing sent. */
export const InvalidPhone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: /^Phone/ });
    await expect(phone).toHaveValue('(303) 555 - 0100');
    await userEvent.clear(phone);
    await userEvent.type(phone, '30355');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(phone).toHaveAccessibleDescription(/A valid phone number is required/);
    await expect(phone).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(phone, '50199');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        consumerProfile: expect.objectContaining({
          consumerDetails: expect.objectContaining({ phone: '+13035550199' }),
        }),
      }),
    );
  },
};

/** Retrieve my data (spec 2 §7 retrieveUserData): the host's download, a JSON file. */
export const RetrieveMyData: Story = {
  args: { retrieveDataHref: '/en-us/account/profile/my-data' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Download my data' })).toBeVisible();
    await expect(
      canvas.getByText('Get a copy of the personal data we hold about you.'),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Download (JSON)' });
    await expect(link).toHaveAttribute('href', '/en-us/account/profile/my-data');
    await expect(link).toHaveAttribute('download', 'my-data.json');
  },
};

/** Without a download from the host: no link. */
export const WithoutRetrieveMyData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Download my data' })).toBeNull();
  },
};

/** French (fr-CA). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { retrieveDataHref: '/fr-ca/account/profile/my-data' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Renseignements personnels' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Centres d’intérêt' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enregistrer le profil' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Télécharger (JSON)' })).toBeVisible();
  },
};

/** French (fr-CA): the phone rules' message in French, at the phone. */
export const FrenchInvalidPhone: Story = {
  parameters: { locale: 'fr-ca' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: /^Téléphone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '30355');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer le profil' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(phone).toHaveAccessibleDescription(FRENCH_PHONE_INVALID);
    await expect(phone).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
