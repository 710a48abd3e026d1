'use client';

import { type RefObject, useEffect, useRef, useState } from 'react';
import type { CheckoutStep } from '../../flow/steps';

/** The checkout's top notification (spec 1 §8): a tone and a message, or none. */
export type TopNotice = { tone: 'error' | 'info'; message: string } | null;

/**
 * The checkout's chrome around the steps: the top notification (scrolled into view when it
 * appears) and the step heading's ref (see {@link useStepFocus}). `initial`: the notice shown
 * when the checkout opens (the reason a one-step checkout stopped, spec 1 §4).
 */
export function useStepChrome(initial: TopNotice = null): {
  top: TopNotice;
  setTop(top: TopNotice): void;
  topRef: RefObject<HTMLDivElement | null>;
  heading: RefObject<HTMLHeadingElement | null>;
} {
  const [top, setTop] = useState<TopNotice>(initial);
  const topRef = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (top) topRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [top]);
  return { top, setTop, topRef, heading };
}

/** Focuses the step heading when the shown step changes (not on the first render). */
export function useStepFocus(
  shown: CheckoutStep,
  heading: RefObject<HTMLHeadingElement | null>,
): void {
  const focusedStep = useRef(shown);
  useEffect(() => {
    if (focusedStep.current === shown) return;
    focusedStep.current = shown;
    heading.current?.focus();
  });
}
