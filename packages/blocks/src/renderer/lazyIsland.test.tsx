import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { islandsReady, lazyIsland } from './lazyIsland.client';

/** An island with state of its own: a counter the shopper has moved. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

describe('lazyIsland', () => {
  it('renders the island once its chunk is there and keeps its state across later renders', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const Island = lazyIsland(async () => {
      await gate;
      return Counter;
    });
    // Rendered before the chunk arrives: the lazy path (as on a first hydration).
    const view = render(<Island label="Slides" />);
    expect(screen.queryByRole('button')).toBeNull();
    await act(async () => {
      release();
      await islandsReady();
    });
    const button = await screen.findByRole('button', { name: 'Slides 0' });
    act(() => button.click());
    expect(screen.getByRole('button', { name: 'Slides 1' })).toBeTruthy();
    // A later render with new props (a router refresh) keeps the same instance and its state.
    view.rerender(<Island label="Slide" />);
    expect(screen.getByRole('button', { name: 'Slide 1' })).toBeTruthy();
  });
});
