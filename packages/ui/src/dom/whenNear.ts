/**
 * Calls `near` once, when `element` is shown within half a screen of the viewport (above or
 * below), for code a shopper needs only when they get to it: a carousel's library, a block's
 * island further down the page (design.md "The renderer's rules": islands load where used). An
 * element hidden at this width (`display: none`) never comes near. At once where
 * `IntersectionObserver` is missing.
 * @param element the element to watch (its box; an element with `display: contents` has none)
 * @param near called at most once
 * @returns a function that stops watching (after which `near` is not called)
 */
export function whenNear(element: Element, near: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    near();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      near();
    },
    { rootMargin: '50% 0px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
