import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogManagerProvider, ManagedDialog, useDialogManager } from './DialogManager.client';

function Demo() {
  const dialogs = useDialogManager();
  return (
    <>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button onClick={() => dialogs.open('signIn')}>Sign in</Button>
        <Button onClick={() => dialogs.open('miniCart', {}, { keep: true })}>
          Mini cart (kept)
        </Button>
        <Button onClick={() => dialogs.open('quickshop', { product: 'Trail jacket', size: 'M' })}>
          Quick-shop
        </Button>
      </div>
      <ManagedDialog id="signIn" title="Sign in">
        {() => (
          <Button variant="link" onClick={() => dialogs.open('forgotPassword')}>
            Forgot password?
          </Button>
        )}
      </ManagedDialog>
      <ManagedDialog id="forgotPassword" title="Forgot password">
        {(_, close) => <Button onClick={close}>Back</Button>}
      </ManagedDialog>
      <ManagedDialog id="miniCart" title="Mini cart" presentation="panel">
        {() => (
          <Button onClick={() => dialogs.open('quickshop', { product: 'Trail jacket', size: 'M' })}>
            Edit Trail jacket
          </Button>
        )}
      </ManagedDialog>
      <ManagedDialog<{ product?: string; size?: string }>
        id="quickshop"
        title={(args) => `Quick-shop: ${args.product ?? ''}`}
      >
        {(args) => (
          <>
            <p>Size: {args.size}</p>
            <Button onClick={() => dialogs.reopen('quickshop', { size: 'L' })}>Choose L</Button>
          </>
        )}
      </ManagedDialog>
    </>
  );
}

const meta = {
  title: 'UI/DialogManager',
  component: DialogManagerProvider,
  args: { children: <Demo /> },
} satisfies Meta<typeof DialogManagerProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const dialogNames = () =>
  body.queryAllByRole('dialog').map((d) => d.getAttribute('aria-labelledby'));

/** Spec 1 §2: opening a dialog closes the previous one (sign in → forgot password). */
export const OpeningClosesPrevious: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const signIn = await body.findByRole('dialog', { name: 'Sign in' });
    await userEvent.click(within(signIn).getByRole('button', { name: 'Forgot password?' }));
    await body.findByRole('dialog', { name: 'Forgot password' });
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Sign in' })).toBeNull());
    await expect(dialogNames()).toHaveLength(1);
  },
};

/** A dialog opened with `keep` stays open when another opens (mini cart → quick-shop). */
export const KeptDialogStaysOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mini cart (kept)' }));
    const miniCart = await body.findByRole('dialog', { name: 'Mini cart' });
    await userEvent.click(within(miniCart).getByRole('button', { name: 'Edit Trail jacket' }));
    await body.findByRole('dialog', { name: 'Quick-shop: Trail jacket' });
    await expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByText('Size: M')).toBeNull());
    await expect(body.getByRole('dialog', { name: 'Mini cart' })).toBeInTheDocument();
  },
};

/** Spec 1 §2: reopening merges the new arguments over the previous ones. */
export const ReopenMergesArguments: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Quick-shop' }));
    const dialog = await body.findByRole('dialog', { name: 'Quick-shop: Trail jacket' });
    await expect(within(dialog).getByText('Size: M')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose L' }));
    const reopened = await body.findByRole('dialog', { name: 'Quick-shop: Trail jacket' });
    await expect(within(reopened).getByText('Size: L')).toBeInTheDocument();
  },
};

/**
 * Closing a managed dialog puts focus back on the button that opened it (WCAG 2.4.3), as a
 * dialog with its own trigger does.
 */
export const FocusReturnsToOpener: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Quick-shop' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Quick-shop: Trail jacket' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
