import { CartProvider } from '@storefront/commerce';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { cartControllerFor, openQuickShop } from '../../lib/cart/client';
import type { CartDialogsProps } from '../MiniCart';
import { LazyCartDialogs, preloadCartDialogs } from './LazyCartDialogs';

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

function renderHost() {
  const controller = cartControllerFor('en-us');
  render(
    <CartProvider controller={controller}>
      <LazyCartDialogs localePath="en-us" localeTag="en-US" />
    </CartProvider>,
  );
  return controller;
}

describe('LazyCartDialogs', () => {
  it('loads and renders nothing before first use, then the dialogs once the mini cart opens', async () => {
    const controller = renderHost();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(imported.count).toBe(0);
    expect(screen.queryByTestId('cart-dialogs')).toBeNull();

    act(() => controller.openMiniCart());
    expect(await screen.findByTestId('cart-dialogs')).toBeDefined();
    expect(imported.count).toBe(1);

    // They stay mounted after the mini cart closes (its closing transition, the next open).
    act(() => controller.closeMiniCart());
    expect(screen.getByTestId('cart-dialogs')).toBeDefined();
  });

  it('hosts the quick-shop: a request mounts the dialogs with it instead of navigating', async () => {
    renderHost();
    const navigate = vi.fn();
    act(() => openQuickShop({ id: 'ALP1001M', url: '/p/summit-ALP1001M' }, navigate));
    const dialogs = await screen.findByTestId('cart-dialogs');
    expect(navigate).not.toHaveBeenCalled();
    expect(dialogs.getAttribute('data-quick-shop')).toBe('ALP1001M');

    fireEvent.click(screen.getByRole('button', { name: 'Close quick-shop' }));
    expect(dialogs.getAttribute('data-quick-shop')).toBe('');
  });

  it('preloads once: later calls share the same promise', () => {
    expect(preloadCartDialogs()).toBe(preloadCartDialogs());
  });
});
