import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expressLabelsEn, storySettings } from '../../simulated/expressStories';
import type { PayLaterMessagesModule } from '../types';

// The slot keeps the modules it loaded for the page (module state): each test loads it afresh,
// so whether `load` runs does not depend on the tests (or files) that ran before it.
let PayLaterSlot: typeof import('./PayLaterSlot.client').PayLaterSlot;
beforeEach(async () => {
  vi.resetModules();
  ({ PayLaterSlot } = await import('./PayLaterSlot.client'));
});

/** A messages module that writes the offer it is given. */
const fakeModule: PayLaterMessagesModule = {
  id: 'simulated',
  Message: ({ offer }) => (
    <p>{offer.kind === 'instalments' ? `4 × ${offer.instalment}` : 'generic'}</p>
  ),
};

const props = {
  settings: storySettings,
  currency: 'USD',
  localeTag: 'en-US',
  placement: 'cart' as const,
  labels: expressLabelsEn,
};

async function idle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
}

describe('PayLaterSlot (spec 3 §6, §7)', () => {
  it('reserves the line, then loads the module once idle and renders the offer', async () => {
    const load = vi.fn(async () => fakeModule);
    const { container } = render(<PayLaterSlot {...props} amount={50} load={load} />);
    expect(container.querySelector('[data-pay-later="instalments"]')).not.toBeNull();
    await idle();
    expect(load).toHaveBeenCalledWith('simulated');
    expect(screen.getByText('4 × 12.5')).toBeDefined();
  });

  it('renders the generic offer outside the range', async () => {
    const load = vi.fn(async () => fakeModule);
    render(<PayLaterSlot {...props} amount={2000} load={load} />);
    await idle();
    expect(screen.getByText('generic')).toBeDefined();
  });

  it('renders and loads nothing where PayPal does not show or without terms', async () => {
    const load = vi.fn(async () => fakeModule);
    const employee = render(
      <PayLaterSlot
        {...props}
        amount={50}
        settings={{ ...storySettings, inStoreEmployee: true }}
        load={load}
      />,
    );
    const euro = render(<PayLaterSlot {...props} amount={50} currency="EUR" load={load} />);
    await idle();
    expect(employee.container.innerHTML).toBe('');
    expect(euro.container.innerHTML).toBe('');
    expect(load).not.toHaveBeenCalled();
  });
});
