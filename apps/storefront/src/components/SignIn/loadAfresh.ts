/** The page's path, query and hash: where a sign-in or sign-up from the header comes back to. */
export function currentPage(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * Loads `target` afresh, so the header, the cart and every server-rendered part start from the
 * registered session; a target on the same page with another hash is reloaded too (setting
 * the hash alone would not load it).
 */
export function loadAfresh(target: string): void {
  const here = `${window.location.pathname}${window.location.search}`;
  const url = new URL(target, window.location.origin);
  if (`${url.pathname}${url.search}` === here) {
    window.location.hash = url.hash;
    window.location.reload();
  } else window.location.assign(target);
}
