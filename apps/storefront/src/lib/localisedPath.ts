/**
 * A site path of the API (`/p/slug-id`) under the storefront locale (`/en-us/p/slug-id`);
 * a path already under the locale, or not a path, is returned as is. Pure, zod-free: safe to
 * import from any client island without pulling in the cart or quick-shop.
 * @param localePath e.g. `en-us`
 */
export function localised(localePath: string, path: string): string {
  return path.startsWith('/') && !path.startsWith(`/${localePath}/`)
    ? `/${localePath}${path}`
    : path;
}
