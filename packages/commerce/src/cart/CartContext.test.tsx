import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BasketSeed, CartProvider, useCartState } from './CartContext.client';
import { createCartController } from './cartController';
import { createCartStore } from './cartStore';
import { fakeCartActions, fixtureBasket, fixtureItem } from './fixtures';

function Count() {
  return <p data-testid="count">{useCartState().totalItems}</p>;
}

function page(controller: ReturnType<typeof createCartController>) {
  const basket = fixtureBasket([fixtureItem({ qty: 3 })]);
  return (
    <CartProvider controller={controller}>
      <Count />
      <BasketSeed basket={basket}>
        <Count />
      </BasketSeed>
    </CartProvider>
  );
}

const controller = () => createCartController(createCartStore(null), fakeCartActions(null));

describe('BasketSeed', () => {
  it('renders the seeded basket in the server HTML (the views under the seed)', () => {
    const html = renderToString(page(controller()));
    expect(html).toContain('data-testid="count">3<');
  });

  it('tells every view of the store after the commit (the header count above the page)', async () => {
    render(page(controller()));
    await act(async () => {});
    expect(screen.getAllByTestId('count').map((p) => p.textContent)).toEqual(['3', '3']);
  });
});
