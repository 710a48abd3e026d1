import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureTracking } from '../fixtures';
import { OrderStatusLookup, type OrderStatusLookupProps } from './OrderStatusLookup.client';

const meta = {
  title: 'Commerce/Account/Orders/OrderStatusLookup',
  component: OrderStatusLookup,
  args: {
    locale: 'en-US',
    historyHref: '/en-us/account/orders',
    onLookup: fn<OrderStatusLookupProps['onLookup']>(async () => ({
      ok: true as const,
      tracking: fixtureTracking('shipped'),
    })),
  },
} satisfies Meta<typeof OrderStatusLookup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty form: both fields required, the first one focused; nothing is sent. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check status' }));
    const number = canvas.getByRole('textbox', { name: /Order number/ });
    await expect(number).toHaveFocus();
    await expect(number).toHaveAccessibleDescription(/This field is required\./);
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onLookup).not.toHaveBeenCalled();
  },
};

/** A found order (typed in lower case, normalised): its status, events and tracking number. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Order number/ }), 'alp00001042 ');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'ada@example.com');
    await userEvent.keyboard('{Enter}');
    await expect(args.onLookup).toHaveBeenCalledWith('ALP00001042', 'ada@example.com');
    const result = await canvas.findByRole('region', { name: 'Order ALP00001042' });
    await expect(within(result).getByText('Status: Shipped')).toBeVisible();
    await expect(within(result).getByText(/Tracking number 1ZALP00001042me/)).toBeVisible();
  },
};

/** Unknown number or another e-mail (OHS4004): one message, no field blamed. */
export const NotFound: Story = {
  args: {
    onLookup: fn<OrderStatusLookupProps['onLookup']>(async () => ({
      ok: false as const,
      code: 'OHS4004',
      message: 'x',
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Order number/ }), 'ALP00009999');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Check status' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not find an order with this number and e-mail address.',
    );
  },
};

/** Too many attempts (429 API429, the API's rate limit). */
export const TooMany: Story = {
  args: {
    onLookup: fn<OrderStatusLookupProps['onLookup']>(async () => ({
      ok: false as const,
      code: 'API429',
      message: 'x',
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Order number/ }), 'ALP00001042');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Check status' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts.');
  },
};

/** While the lookup runs. */
export const Pending: Story = {
  args: { onLookup: fn<OrderStatusLookupProps['onLookup']>(() => new Promise<never>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Order number/ }), 'ALP00001042');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Check status' }));
    await expect(canvas.getByRole('button', { name: /Check status/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** In French (fr-CA): a malformed number and e-mail. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { locale: 'fr-CA', historyHref: '/fr-ca/account/orders' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Numéro de commande/ }), '42');
    await userEvent.type(canvas.getByRole('textbox', { name: /Courriel/ }), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: "Vérifier l'état" }));
    await expect(
      canvas.getByRole('textbox', { name: /Numéro de commande/ }),
    ).toHaveAccessibleDescription(/Entrez un numéro de commande comme ALP00001042\./);
    await expect(canvas.getByRole('textbox', { name: /Courriel/ })).toHaveAccessibleDescription(
      /Le courriel n'est pas valide/,
    );
  },
};
