import { breakpoints } from '@storefront/ui';

/** The breakpoint of the story's viewport. */
export function viewportBreakpoint(): 'sm' | 'md' | 'lg' {
  if (window.matchMedia(`(min-width: ${breakpoints.lg}px)`).matches) return 'lg';
  if (window.matchMedia(`(min-width: ${breakpoints.md}px)`).matches) return 'md';
  return 'sm';
}

/**
 * A horizontal drag on an element with mouse events, as embla 8 listens to them (down on the
 * container, moves and up on the document): down at the centre, moves of `dx` px in steps, up.
 * Negative `dx` drags left (to the next slide). Each event carries its own `timeStamp`, 16 ms
 * apart: embla reads the flick's force from them, so where the carousel lands does not depend
 * on how busy the machine is.
 */
export async function swipe(element: HTMLElement, dx: number): Promise<void> {
  const rect = element.getBoundingClientRect();
  const y = rect.top + rect.height / 2;
  const start = rect.left + rect.width / 2;
  const init = (x: number, buttons: number): MouseEventInit => ({
    bubbles: true,
    cancelable: true,
    composed: true,
    clientX: x,
    clientY: y,
    button: 0,
    buttons,
  });
  const t0 = performance.now();
  const event = (type: string, x: number, buttons: number, step: number) => {
    const e = new MouseEvent(type, init(x, buttons));
    Object.defineProperty(e, 'timeStamp', { value: t0 + step * 16 });
    return e;
  };
  element.dispatchEvent(event('mousedown', start, 1, 0));
  const steps = 8;
  for (let step = 1; step <= steps; step += 1) {
    await new Promise((resolve) => setTimeout(resolve, 16));
    document.dispatchEvent(event('mousemove', start + (dx * step) / steps, 1, step));
  }
  document.dispatchEvent(event('mouseup', start + dx, 0, steps));
}

/** The slide groups of the first carousel in a canvas. */
export function slidesOf(canvasElement: HTMLElement): HTMLElement[] {
  return Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-slide]'));
}
