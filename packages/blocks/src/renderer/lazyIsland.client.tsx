'use client';

import { type ComponentType, lazy, Suspense, useState } from 'react';
import { createGate, NearBoundary } from './nearBoundary.client';

/** The imports of the islands started so far (see {@link islandsReady}). */
const started = new Set<Promise<unknown>>();

/**
 * Resolves once every island import started so far has settled: outside production builds each
 * island starts loading when its module is evaluated, so a test or story awaits this before it
 * renders, and finds every island of the blocks it imported ready (rendered synchronously).
 */
export async function islandsReady(): Promise<void> {
  await Promise.allSettled(started);
}

/** When a production browser fetches an island's chunk (see {@link lazyIsland}). */
export interface LazyIslandOptions {
  /**
   * `'render'` (the default): when hydration reaches the island. `'near'`: when its server
   * markup comes within half a screen of the viewport (`whenNear`), or at a press inside it
   * (the press is replayed once it has hydrated), for islands usually below the fold whose
   * markup works unhydrated until then (no form fields: text typed before hydration is not
   * kept). A client render (a navigation) fetches at once.
   */
  loadWhen?: 'render' | 'near';
}

/** Whether islands start loading when their module is evaluated (see {@link lazyIsland}). */
function eagerIslands(): boolean {
  if (typeof window === 'undefined') return true;
  const forced = (globalThis as { __eagerIslands?: boolean }).__eagerIslands;
  return forced ?? process.env.NODE_ENV !== 'production';
}

/**
 * A block's island as its own chunk (spec 3 §3; design.md "The renderer's rules": islands load
 * where used). The server component of a block renders the component this returns instead of
 * importing the island itself, so the island's module is referenced only from here: a page that
 * renders no such block loads none of its code, even though the registry (and so the layout)
 * references every block.
 *
 * The server renders the island in the first HTML as before: on the server the module's import
 * starts when this module is evaluated, so the render finds it loaded and writes the island's
 * markup in place. In the browser the chunk is fetched when hydration reaches the island, or
 * with `loadWhen: 'near'` when the island comes near the screen ({@link LazyIslandOptions});
 * until then its own Suspense boundary keeps the server's markup, so nothing shifts or flashes,
 * and the rest of the page hydrates without waiting for it.
 *
 * @param load imports the island's module and answers its component
 * @param options when a production browser fetches it
 * @returns a component with the island's props
 */
export function lazyIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  options: LazyIslandOptions = {},
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () => {
    loading ??= load().then((Component) => {
      loaded = Component;
      return { default: Component };
    });
    started.add(loading);
    return loading;
  };
  // Started when this module is evaluated on the server (and outside production builds, and in
  // a Storybook that sets `globalThis.__eagerIslands`, so tests and stories render every island
  // at once after `islandsReady`); in a production browser only on first render, or near.
  // A failure surfaces where the island renders (its BlockBoundary).
  if (eagerIslands()) start().catch(() => undefined);
  const Island = lazy(start);
  const near = options.loadWhen === 'near';

  // biome-ignore lint/correctness/noComponentHookFactories: called once per island at module level (as React's own lazy is), never during a render
  function LazyIsland(props: Props) {
    // Chosen once per instance: switching from the lazy wrapper to the loaded component on a
    // later render (a router refresh) would be another element type, so React would remount the
    // island and lose its state (an open dialog, a carousel's slide, a playing video).
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Island);
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  // biome-ignore lint/correctness/noComponentHookFactories: as above
  function NearIsland(props: Props) {
    // In the browser each instance waits for its own gate, then for the one chunk; the server
    // renders at once (nothing would open a gate there).
    const [{ Component, gate }] = useState(() => {
      if (loaded) return { Component: loaded, gate: undefined };
      if (typeof window === 'undefined') return { Component: Island, gate: undefined };
      const opened = createGate();
      return { Component: lazy(() => opened.promise.then(start)), gate: opened };
    });
    return (
      <NearBoundary gate={gate}>
        <Component {...props} />
      </NearBoundary>
    );
  }
  return near ? NearIsland : LazyIsland;
}
