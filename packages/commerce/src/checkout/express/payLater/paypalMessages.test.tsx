import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expressLabelsEn, storySettings } from '../simulated/expressStories';
import { payLaterOffer } from './payLaterRules';
import {
  loadPayPalMessagesSdk,
  PayPalMessage,
  type PayPalMessagesSdk,
  paypalMessagesConfig,
  paypalMessagesNamespace,
  paypalMessagesSdkUrl,
} from './paypalMessages.client';

const globals = window as unknown as Record<string, PayPalMessagesSdk | undefined>;

/** Catches the script PayPal's SDK would load from (nothing reaches the network). */
function interceptScript(onScript: (script: HTMLScriptElement) => void) {
  return vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    onScript(node as HTMLScriptElement);
    return node;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  delete globals[paypalMessagesNamespace];
});

describe('PayPal messages SDK (spec 3 §7)', () => {
  it('asks for the messages component with the client id and currency', () => {
    expect(paypalMessagesSdkUrl('sb-client', 'cad')).toBe(
      'https://www.paypal.com/sdk/js?client-id=sb-client&components=messages&currency=CAD',
    );
  });

  it('configures a text message for the page type', () => {
    expect(paypalMessagesConfig(129, 'usd', 'product')).toMatchObject({
      amount: 129,
      currency: 'USD',
      pageType: 'product-details',
      style: { layout: 'text' },
    });
    expect(paypalMessagesConfig(50, 'USD', 'cart').pageType).toBe('cart');
  });

  it('loads the script once, under its own namespace, and rejects without Messages', async () => {
    const scripts: HTMLScriptElement[] = [];
    interceptScript((script) => scripts.push(script));
    const url = paypalMessagesSdkUrl('sb-once', 'USD');
    const first = loadPayPalMessagesSdk(url);
    expect(loadPayPalMessagesSdk(url)).toBe(first);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('data-namespace')).toBe(paypalMessagesNamespace);
    expect(scripts[0]?.async).toBe(true);
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(first).rejects.toThrow(/no Messages/);
    // a failed load is tried again
    loadPayPalMessagesSdk(url).catch(() => undefined);
    expect(scripts).toHaveLength(2);
  });

  it('renders paypal.Messages into its container', async () => {
    const renderInto = vi.fn(async (_: HTMLElement) => undefined);
    const Messages = vi.fn(() => ({ render: renderInto }));
    interceptScript((script) => {
      globals[paypalMessagesNamespace] = { Messages };
      queueMicrotask(() => script.dispatchEvent(new Event('load')));
    });
    const offer = payLaterOffer(80, 'USD');
    if (!offer) throw new Error('no offer');
    const { container } = render(
      <PayPalMessage
        offer={offer}
        amount={80}
        currency="USD"
        localeTag="en-US"
        placement="cart"
        labels={expressLabelsEn.payLater}
        settings={{
          ...storySettings,
          provider: 'adyen',
          paypalMessages: { clientId: 'sb-render' },
        }}
      />,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(Messages).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 80, pageType: 'cart' }),
    );
    expect(renderInto).toHaveBeenCalledWith(container.querySelector('[data-pay-later-message]'));
  });
});
