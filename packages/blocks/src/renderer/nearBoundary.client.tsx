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
 * The opening comment of the server-rendered Suspense boundary right after `anchor`, or
 * undefined in a client render. React marks a server-rendered boundary with comments: `<!--$-->`
 * (or `$?`, `$~`, `$!` while it streams or waits to be revealed) before its content and
 * `<!--/$-->` after; the opening comment stays the same node when streamed content replaces a
 * pending one.
 */
function boundaryStart(anchor: Element | null): Comment | undefined {
  const start = anchor?.nextSibling;
  return start?.nodeType === Node.COMMENT_NODE && (start as Comment).data.startsWith('$')
    ? (start as Comment)
    : undefined;
}

/** Whether `target` is inside the content of the boundary opened by `start` (nested ones too). */
function boundaryContains(start: Comment, target: Node): boolean {
  let depth = 0;
  for (let node = start.nextSibling; node; node = node.nextSibling) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const data = (node as Comment).data;
      if (data === '/$') {
        if (depth === 0) return false;
        depth -= 1;
      } else if (data.startsWith('$')) depth += 1;
    } else if (node.contains(target)) return true;
  }
  return false;
}

/**
 * The element whose nearness stands for the island's: the anchor's parent, or the first
 * ancestor with a box of its own (`display: contents` has none to observe). The parent, not the
 * island's own first element: while the boundary waits to be revealed that is a `<template>`
 * the streamed content replaces.
 */
function watchedElement(anchor: Element): Element | undefined {
  for (let element = anchor.parentElement; element; element = element.parentElement)
    if (getComputedStyle(element).display !== 'contents') return element;
}

/**
 * The boundary of a `lazyIsland` with `loadWhen: 'near'`: opens `gate` (which lets the island's
 * chunk load) when the server's markup of `children` comes near the screen (`whenNear` of its
 * parent element) or at a press inside it, and replays that press once the island has
 * hydrated: React drops a press on an unhydrated boundary. A link's press is not replayed (the
 * browser followed it). In a client render (no server markup) it opens at once; without a gate
 * (the chunk is there) it is a plain Suspense boundary.
 *
 * While the markup waits, the boundary keeps the element of its first render: an update to an
 * unhydrated boundary makes React drop the server's markup (or hold a transition, a router
 * refresh, until it hydrates); the island renders its latest props once hydrated.
 */
export function NearBoundary({ gate, children }: { gate?: Gate; children: ReactElement }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const pressed = useRef<Element | undefined>(undefined);
  const stopWaiting = useRef<() => void>(undefined);
  const [hydrated, setHydrated] = useState(!gate);
  const [onHydrated] = useState(() => () => {
    stopWaiting.current?.();
    setHydrated(true);
    const target = pressed.current;
    pressed.current = undefined;
    // Dispatched rather than `click()`: the press may have been on an icon (an SVG element).
    if (target?.isConnected)
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
  const [waiting] = useState(() => (
    <Suspense fallback={null}>
      {children}
      <Hydrated onHydrated={onHydrated} />
    </Suspense>
  ));
  useEffect(() => {
    if (!gate) return;
    const start = boundaryStart(anchor.current);
    const watched = anchor.current && watchedElement(anchor.current);
    if (!start || !watched) {
      gate.open();
      return;
    }
    const onPress = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || !boundaryContains(start, target)) return;
      if (!target.closest('a[href]')) pressed.current = target;
      gate.open();
    };
    window.addEventListener('click', onPress, true);
    const stopWatching = whenNear(watched, gate.open);
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
