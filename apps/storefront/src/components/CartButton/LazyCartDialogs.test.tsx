import type { DialogManager } from '@storefront/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { CartDialogsProps } from '../MiniCart';

vi.mock('server-only', () => ({}));

const imported = vi.hoisted(() => ({ count: 0 }));
vi.mock('../MiniCart', () => {
  imported.count += 1;
  return {
    CartDialogs: ({ quickShop, onQuickShopClose }: CartDialogsProps) => (
      <div data-testid="cart-dialogs" data-quick-shop={quickShop?.id ?? ''}>
        <button type="button" onClick={onQuickShopClose}>
          Close quick-shop
        </button>
      </div>
    ),
  };
});

// The unit project shares one module graph per worker: load the host afresh (its preload
// promise, its import of the mocked MiniCart) even when another file imported it first, and
// the dialog manager and cart it is rendered in from the same fresh graph (one React context).
vi.resetModules();
const { commerceDialogs } = await import('@storefront/commerce');
const { CartProvider } = await import('@storefront/commerce/client');
const { DialogManagerProvider, useDialogManager } = await import('@storefront/ui');
const { createStorefrontCart, openQuickShop } = await import('../../lib/cart/cart.client');
const { LazyCartDialogs, preloadCartDialogs } = await import('./LazyCartDialogs.client');

const probed = {} as { current: DialogManager };
function Probe() {
  probed.current = useDialogManager();
  return null;
}

function renderHost(): { current: DialogManager } {
  render(
    <DialogManagerProvider>
      <CartProvider controller={createStorefrontCart()}>
        <Probe />
        <LazyCartDialogs localePath="en-us" localeTag="en-US" messages={{}} />
      </CartProvider>
    </DialogManagerProvider>,
  );
  return probed;
}

// In order, even under --sequence.shuffle: the tests follow one page's life (the preload
// promise is the page's module state), so the first one sees nothing loaded yet.
describe('LazyCartDialogs', { shuffle: false }, () => {
  it('loads and renders nothing before first use, then the dialogs once the mini cart opens', async () => {
    const dialogs = renderHost();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(imported.count).toBe(0);
    expect(screen.queryByTestId('cart-dialogs')).toBeNull();

    act(() => dialogs.current.open(commerceDialogs.miniCart));
    expect(await screen.findByTestId('cart-dialogs')).toBeDefined();
    expect(imported.count).toBe(1);

    // They stay mounted after the mini cart closes (its closing transition, the next open).
    act(() => dialogs.current.close(commerceDialogs.miniCart));
    expect(screen.getByTestId('cart-dialogs')).toBeDefined();
  });

  it('hosts the quick-shop: a request through the dialog manager mounts the dialogs with it', async () => {
    const manager = renderHost();
    act(() => openQuickShop(manager.current, { id: 'ALP1001M', url: '/p/summit-ALP1001M' }));
    const dialogs = await screen.findByTestId('cart-dialogs');
    expect(dialogs.getAttribute('data-quick-shop')).toBe('ALP1001M');

    fireEvent.click(screen.getByRole('button', { name: 'Close quick-shop' }));
    expect(dialogs.getAttribute('data-quick-shop')).toBe('');
  });

  it('preloads once: later calls share the same promise', () => {
    expect(preloadCartDialogs()).toBe(preloadCartDialogs());
  });
});
