'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { debounce } from './debounce';
import { headerScrollDebounceMs, headerScrollMaxWaitMs, nextHeaderHidden } from './headerScroll';

/**
 * The `<header>` element with the scroll behaviour (spec 3 §9): it hides when
 * the page scrolls down and comes back when it scrolls up, decided by a scroll handler debounced
 * at 200 ms with a 500 ms max wait; never hidden while a menu of it is open (an
 * `aria-expanded="true"` control inside) or focus is inside, and shown again as soon as focus
 * enters it. Without JavaScript it is simply a sticky header. The hidden state is the
 * `data-hidden` attribute; the class gives the styles. While mounted, the root's
 * `scroll-padding-top` is the header's height (px), so focused elements scroll below it.
 */
export function SiteHeaderFrame({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    let lastY = window.scrollY;
    const locked = () =>
      header.contains(document.activeElement) ||
      header.querySelector('[aria-expanded="true"]') !== null;
    const onScroll = debounce(
      () => {
        // Read everything now: the state updater may run later, after lastY moved on.
        const state = {
          y: window.scrollY,
          lastY,
          locked: locked(),
          headerHeight: header.offsetHeight,
        };
        lastY = state.y;
        setHidden((current) => nextHeaderHidden({ ...state, hidden: current }));
      },
      headerScrollDebounceMs,
      { maxWaitMs: headerScrollMaxWaitMs },
    );
    const show = () => setHidden(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    header.addEventListener('focusin', show);
    // Focus not obscured (WCAG 2.4.11): the page scrolls a focused element (or a #target) below
    // the sticky header, which shows again on scroll up, instead of under it.
    const root = document.documentElement;
    const pad = () => root.style.setProperty('scroll-padding-top', `${header.offsetHeight}px`);
    pad();
    const resize = new ResizeObserver(pad);
    resize.observe(header);
    return () => {
      resize.disconnect();
      root.style.removeProperty('scroll-padding-top');
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      header.removeEventListener('focusin', show);
    };
  }, []);

  return (
    <header ref={ref} className={className} data-hidden={hidden ? '' : undefined}>
      {children}
    </header>
  );
}
