import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgentLoginForm, type AgentLoginResult } from './AgentLoginForm.client';
import type { AgentLoginValues } from './agentLoginRules';
import { associateLabelsIn } from './storyLabels';

/** The mock API's answers (stories only): by store number, then by password. */
function answer({ password, storeId }: AgentLoginValues): AgentLoginResult {
  if (storeId === '9999') return { ok: false, code: 'STR404', serverMessage: 'Store not found' };
  if (password === 'wrong') return { ok: false, code: 'AUT401' };
  if (password === 'locked') return { ok: false, code: 'AUT423' };
  return { ok: true };
}

const meta = {
  title: 'Commerce/Account/Associate/AgentLoginForm',
  component: AgentLoginForm,
  args: { onAgentLogin: fn(async (values: AgentLoginValues) => answer(values)) },
} satisfies Meta<typeof AgentLoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function logIn(
  canvasElement: HTMLElement,
  values: { email: string; password: string; storeId: string },
  words = {
    email: /^Email/,
    password: /^Password/,
    store: /^Store number/,
    submit: 'Start in-store session',
  },
) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: words.email }), values.email);
  await userEvent.type(canvas.getByLabelText(words.password), values.password);
  const store = canvas.getByRole('textbox', { name: words.store });
  await userEvent.clear(store);
  await userEvent.type(store, values.storeId);
  await userEvent.click(canvas.getByRole('button', { name: words.submit }));
  return canvas;
}

/** Empty: email, password, store number. */
export const Empty: Story = {};

/** Submitted empty: three required messages; nothing sent. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start in-store session' }));
    await expect(await canvas.findAllByText('This field is required')).toHaveLength(3);
    await expect(args.onAgentLogin).not.toHaveBeenCalled();
  },
};

/** A store number with letters: refused before any call. */
export const InvalidStoreNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await logIn(canvasElement, {
      email: 'employee@example.com',
      password: 'Employee123',
      storeId: 'DEN1',
    });
    await expect(await canvas.findByText('Enter your store number: digits only')).toBeVisible();
    await expect(args.onAgentLogin).not.toHaveBeenCalled();
  },
};

/** STR404 (spec 1 §8 employee store not found): the message at the store number, focused. */
export const StoreNotFound: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await logIn(canvasElement, {
      email: 'employee@example.com',
      password: 'Employee123',
      storeId: '9999',
    });
    await expect(await canvas.findByText('We could not find your store.')).toBeVisible();
    const store = canvas.getByRole('textbox', { name: /^Store number/ });
    await expect(store).toHaveAttribute('aria-invalid', 'true');
    await expect(store).toHaveFocus();
    await expect(args.onAgentLogin).toHaveBeenCalledWith({
      email: 'employee@example.com',
      password: 'Employee123',
      storeId: '9999',
    });
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('');
  },
};

/** AUT401 (a shopper's account is answered the same): the alert above the form. */
export const InvalidCredentials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement, {
      email: 'loyalty@example.com',
      password: 'wrong',
      storeId: '0101',
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The email or password is incorrect.',
    );
  },
};

/** After "End session": the notice above the form, the last store prefilled. */
export const SessionEnded: Story = {
  args: { notice: 'Your in-store session has ended.', defaultStoreId: '0101' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your in-store session has ended.');
    await expect(canvas.getByRole('textbox', { name: /^Store number/ })).toHaveValue('0101');
  },
};

/** French (fr-CA): the words and STR404 in French. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: associateLabelsIn('fr').login },
  play: async ({ canvasElement }) => {
    const canvas = await logIn(
      canvasElement,
      { email: 'employee@example.com', password: 'Employee123', storeId: '9999' },
      {
        email: /^Courriel/,
        password: /^Mot de passe/,
        store: /^Numéro de magasin/,
        submit: 'Ouvrir la session en magasin',
      },
    );
    await expect(await canvas.findByText('Nous n’avons pas trouvé votre magasin.')).toBeVisible();
  },
};
