import { type RefObject, useLayoutEffect, useRef } from 'react';

/** What {@link returnFocusTarget} looks for when the element that opened the picker is gone. */
export interface ReturnFocusHints {
  /** The text of the button that changes the place ("Change store", "Change collection point"). */
  changeLabel: string;
  /** The name of the place chosen, when one was: its shipment's heading contains it. */
  placeName?: string;
}

const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * Where focus goes back when the picker has closed (WCAG 2.4.3 focus order): the element that
 * opened it while it is still in the document; else, inside the nearest of its former
 * ancestors still in the document, the enabled "change" button of the shipment headed by the
 * chosen place (any enabled "change" button if no heading names it), else that heading (made
 * focusable with `tabindex="-1"`). Null when none is found.
 */
export function returnFocusTarget(
  trigger: Element | null,
  ancestors: readonly Element[],
  hints: ReturnFocusHints,
): HTMLElement | null {
  if (trigger instanceof HTMLElement && trigger.isConnected && trigger !== document.body)
    return trigger;
  const scope = ancestors.find((a) => a.isConnected && a !== document.documentElement);
  if (!scope) return null;
  const { placeName } = hints;
  const headings = placeName
    ? [...scope.querySelectorAll<HTMLElement>('h2, h3, h4')].filter((h) =>
        text(h).includes(placeName),
      )
    : [];
  const buttons = [...scope.querySelectorAll<HTMLButtonElement>('button')].filter(
    (b) => !b.disabled && text(b) === hints.changeLabel,
  );
  const inPlaceSection = buttons.find((b) => {
    const section = b.closest('section');
    return section !== null && headings.some((h) => section.contains(h));
  });
  const button = inPlaceSection ?? buttons[0];
  if (button) return button;
  const heading = headings[0];
  if (!heading) return null;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/** The longest a closing dialog may take to leave the document (its 250 ms transition and more). */
const closeWaitMs = 2000;

/**
 * Returns focus when the picker closes (or unmounts while open): records the focused element
 * when `open` turns true; after close, once `content` has left the document, focuses
 * {@link returnFocusTarget} unless focus already sits somewhere other than `<body>` (Radix
 * returns it to a trigger that is still there). `hints()` is read at close time.
 */
export function useReturnFocus(
  open: boolean,
  content: RefObject<HTMLElement | null>,
  hints: () => ReturnFocusHints,
): void {
  const latest = useRef(hints);
  latest.current = hints;
  useLayoutEffect(() => {
    if (!open) return;
    const trigger = document.activeElement;
    const ancestors: Element[] = [];
    for (let a = trigger?.parentElement; a; a = a.parentElement) ancestors.push(a);
    return () => {
      const node = content.current;
      const closeHints = latest.current();
      const started = performance.now();
      const tick = () => {
        if (node?.isConnected) {
          if (performance.now() - started < closeWaitMs) requestAnimationFrame(tick);
          return;
        }
        const active = document.activeElement;
        if (active && active !== document.body) return;
        returnFocusTarget(trigger, ancestors, closeHints)?.focus();
      };
      requestAnimationFrame(tick);
    };
  }, [open, content]);
}
