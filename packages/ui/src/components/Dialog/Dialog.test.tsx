import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// A fresh module: the page has not loaded the dialog's code yet (the setup preloads it for
// every other test).
async function freshDialog() {
  vi.resetModules();
  return import('./Dialog.client');
}

describe('Dialog (code loaded on first open)', () => {
  it('renders only its trigger until opened, then loads and shows the dialog', async () => {
    const { Dialog } = await freshDialog();
    render(<Dialog title="Menu" trigger={<button type="button">Open menu</button>} />);
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeTruthy();
  });

  it('renders nothing while closed and opens a controlled dialog when asked', async () => {
    const { Dialog } = await freshDialog();
    const onOpenChange = vi.fn();
    const { container, rerender } = render(
      <Dialog title="Basket" open={false} onOpenChange={onOpenChange} />,
    );
    expect(container.innerHTML).toBe('');
    rerender(
      <Dialog title="Basket" open onOpenChange={onOpenChange}>
        Two items
      </Dialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Basket' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('opens at once once the page has loaded the code', async () => {
    const { Dialog, preloadDialog } = await freshDialog();
    await preloadDialog();
    render(<Dialog title="Size guide" open />);
    expect(screen.getByRole('dialog', { name: 'Size guide' })).toBeTruthy();
  });
});
