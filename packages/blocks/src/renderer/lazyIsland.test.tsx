import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandsReady, lazyIsland } from './lazyIsland.client';

/** An island with state of its own: a counter the shopper has moved. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" />
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

  describe("loadWhen: 'near'", () => {
    afterEach(() => {
      delete (globalThis as { __eagerIslands?: boolean }).__eagerIslands;
      vi.unstubAllGlobals();
      document.body.innerHTML = '';
    });

    /** An IntersectionObserver that never reports: the island stays far from the screen. */
    const stubFarAway = () =>
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          observe() {}
          disconnect() {}
        },
      );

    /** The server's HTML of a near island, and the same island as a production browser has it. */
    async function serverMarkupAndBrowserIsland() {
      const ServerIsland = lazyIsland(async () => Counter, { loadWhen: 'near' });
      await islandsReady();
      const html = renderToString(<ServerIsland label="Sizes" />);
      (globalThis as { __eagerIslands?: boolean }).__eagerIslands = false;
      let release: () => void = () => undefined;
      const arrived = new Promise<void>((resolve) => {
        release = resolve;
      });
      const load = vi.fn(async () => {
        await arrived;
        return Counter;
      });
      const BrowserIsland = lazyIsland(load, { loadWhen: 'near' });
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(container, <BrowserIsland label="Sizes" />);
      });
      const rerender = (label: string) => act(() => root?.render(<BrowserIsland label={label} />));
      return { container, load, release, rerender };
    }

    /** Lets the chunk arrive and React hydrate the boundary. */
    async function arrive(release: () => void) {
      await act(async () => {
        release();
        await islandsReady();
      });
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    }

    it('keeps the server markup and fetches nothing until the island comes near', async () => {
      const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
            observers.push(callback);
          }
          observe() {}
          disconnect() {}
        },
      );
      const { container, load, release } = await serverMarkupAndBrowserIsland();
      expect(container.querySelector('button')?.textContent).toBe('Sizes 0');
      expect(load).not.toHaveBeenCalled();
      expect(observers).toHaveLength(1);
      act(() => observers[0]?.([{ isIntersecting: true }]));
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      await arrive(release);
      act(() => container.querySelector('button')?.click());
      expect(container.querySelector('button')?.textContent).toBe('Sizes 1');
    });

    it('replays a press on an icon inside the button (an SVG element)', async () => {
      stubFarAway();
      const { container, load, release } = await serverMarkupAndBrowserIsland();
      const icon = container.querySelector('svg') as SVGSVGElement;
      act(() => {
        icon.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      });
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      await arrive(release);
      expect(container.querySelector('button')?.textContent).toBe('Sizes 1');
    });

    it('fetches at a press inside it and replays the press once hydrated', async () => {
      stubFarAway();
      const { container, load, release } = await serverMarkupAndBrowserIsland();
      const button = container.querySelector('button') as HTMLButtonElement;
      act(() => button.click());
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      // Not hydrated yet: the press did nothing so far.
      expect(button.textContent).toBe('Sizes 0');
      await arrive(release);
      // The same element, hydrated, took the press once.
      expect(container.querySelector('button')).toBe(button);
      expect(button.textContent).toBe('Sizes 1');
    });

    it('keeps the server markup through a parent render before it hydrates, then takes the latest props', async () => {
      stubFarAway();
      const { container, release, rerender } = await serverMarkupAndBrowserIsland();
      // A router refresh before the island came near: React would drop unhydrated markup.
      rerender('Widths');
      expect(container.querySelector('button')?.textContent).toBe('Sizes 0');
      act(() => container.querySelector('button')?.click());
      await arrive(release);
      expect(container.querySelector('button')?.textContent).toBe('Widths 1');
    });
  });
});
