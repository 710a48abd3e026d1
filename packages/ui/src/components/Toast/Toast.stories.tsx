import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, useToast } from './Toast.client';
import type { ToastOptions } from './toastReducer';

const samples: Record<string, ToastOptions> = {
  info: { title: 'Store changed', description: 'Prices now show for Banff.' },
  success: { title: 'Added to cart', tone: 'success', description: 'Trail jacket, size M' },
  warning: { title: 'Low stock', tone: 'warning', description: 'Only 2 left in your size.' },
  error: { title: 'Credit card not saved', tone: 'error', description: 'Try again later.' },
};

function Demo({ sticky = false }: { sticky?: boolean }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {Object.entries(samples).map(([tone, options]) => (
        <Button
          key={tone}
          variant="secondary"
          onClick={() =>
            toast.show(sticky ? { ...options, durationMs: Number.POSITIVE_INFINITY } : options)
          }
        >
          {`Show ${tone}`}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  args: { children: <Demo />, dismissAfterMs: 5000 },
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const region = () => body.getByRole('region', { name: /Notifications/ });

/** Every tone, kept on screen for review. */
export const Tones: Story = {
  args: { children: <Demo sticky /> },
  play: async ({ canvas }) => {
    for (const tone of ['info', 'success', 'warning', 'error']) {
      await userEvent.click(canvas.getByRole('button', { name: `Show ${tone}` }));
    }
    await waitFor(() => expect(within(region()).getAllByRole('listitem')).toHaveLength(4));
  },
};

/** A toast whose title is already shown is not added again (spec 2 §4). */
export const Dedupe: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Show success' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(within(region()).getByText('Added to cart')).toBeInTheDocument());
    await expect(within(region()).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** The dismiss button removes the toast. */
export const Dismiss: Story = {
  args: { children: <Demo sticky /> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const toast = await within(region()).findByRole('listitem');
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(region()).queryByRole('listitem')).toBeNull());
  },
};

/** Auto-dismiss after the configured delay (here 600 ms, on 200 ms ticks). */
export const AutoDismiss: Story = {
  args: { dismissAfterMs: 600 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show warning' }));
    await expect(await within(region()).findByText('Low stock')).toBeInTheDocument();
    // Move the pointer away so hovering does not pause the count-down.
    await userEvent.unhover(canvas.getByRole('button', { name: 'Show warning' }));
    (document.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(within(region()).queryByText('Low stock')).toBeNull(), {
      timeout: 3000,
    });
  },
};
