'use client';

import { whenNear } from '@storefront/ui';
import { type ReactElement, Suspense, useEffect, useRef, useState } from 'react';

/** A promise opened from outside, once (an island's permission to load). */
export interface Gate {
  promise: Promise<void>;
  open: () => void;
}

/** A closed {@link Gate}. */
export function createGate(): Gate {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/**
 * The first element of a dehydrated Suspense boundary that starts right after `anchor`, or
 * undefined when no server markup is there (a client render). React marks a server-rendered
 * boundary with the comments `<!--$-->` (or `$?`, `$!`) and `<!--/$-->`.
 */
function serverMarkupAfter(anchor: Element | null): Element | undefined {
  const start = anchor?.nextSibling;
  if (start?.nodeType !== Node.COMMENT_NODE || !(start as Comment).data.startsWith('$')) return;
  for (let node = start.nextSibling; node; node = node.nextSibling) {
    if (node.nodeType === Node.ELEMENT_NODE) return node as Element;
    if (node.nodeType === Node.COMMENT_NODE && (node as Comment).data === '/$') return;
  }
}

/**
 * The boundary of a `lazyIsland` with `loadWhen: 'near'`: opens `gate` (which lets the island's
 * chunk load) when the server's markup of `children` comes near the screen (`whenNear`) or at a
 * press inside it, and replays that press once the island has hydrated: React drops a press on
 * an unhydrated boundary. A link's press is not replayed (the browser followed it). In a client
 * render (no server markup) it opens at once; without a gate (the chunk is there) it is a plain
 * Suspense boundary.
 *
 * While the markup waits, the boundary keeps the element of its first render: an update to an
 * unhydrated boundary makes React drop the server's markup (or hold a transition, a router
 * refresh, until it hydrates); the island renders its latest props once hydrated.
 */
export function NearBoundary({ gate, children }: { gate?: Gate; children: ReactElement }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const pressed = useRef<HTMLElement | undefined>(undefined);
  const stopWaiting = useRef<() => void>(undefined);
  const [hydrated, setHydrated] = useState(!gate);
  const [onHydrated] = useState(() => () => {
    stopWaiting.current?.();
    setHydrated(true);
    const target = pressed.current;
    pressed.current = undefined;
    if (target?.isConnected) target.click();
  });
  const [waiting] = useState(() => (
    <Suspense fallback={null}>
      {children}
      <Hydrated onHydrated={onHydrated} />
    </Suspense>
  ));
  useEffect(() => {
    if (!gate) return;
    const markup = serverMarkupAfter(anchor.current);
    if (!markup) {
      gate.open();
      return;
    }
    const onPress = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !markup.contains(target)) return;
      if (!target.closest('a[href]')) pressed.current = target;
      gate.open();
    };
    window.addEventListener('click', onPress, true);
    const stopWatching = whenNear(markup, gate.open);
    stopWaiting.current = () => {
      window.removeEventListener('click', onPress, true);
      stopWatching();
    };
    return () => stopWaiting.current?.();
  }, [gate]);
  return (
    <>
      <span hidden ref={anchor} />
      {hydrated ? (
        <Suspense fallback={null}>
          {children}
          <Hydrated onHydrated={onHydrated} />
        </Suspense>
      ) : (
        waiting
      )}
    </>
  );
}

/** Calls `onHydrated` once its Suspense boundary has committed (hydrated or rendered). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}
