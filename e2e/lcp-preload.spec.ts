/**
 * The LCP image is preloaded (ui's `Image` with `priority`, `priorityPreloads`): its request
 * starts with the answer's headers, not when the parser reaches the `<img>` below the header
 * and menus. React writes the preloads of the page's client components into the answer's
 * `Link` header; this holds it for the product gallery's first image and the category grid's
 * first cards. A deterministic figure, held in CI like the stylesheet count.
 */
import { expect, test } from './fixtures';

/** The `Link` header's preloaded images: URL and parameters. */
function imagePreloads(link: string | undefined) {
  return (link ?? '')
    .split(/,\s*(?=<)/)
    .filter((entry) => /rel=preload/.test(entry) && /as="image"/.test(entry))
    .map((entry) => ({
      href: /^<([^>]+)>/.exec(entry)?.[1] ?? '',
      high: /fetchpriority="high"/.test(entry),
    }));
}

test.skip(({ isMobile }) => isMobile, 'the same answer at every viewport');

for (const { path, image } of [
  { path: '/en-us/p/mens-meadow-walker-ALP1401M', image: 'img[fetchpriority="high"]' },
  { path: '/en-us/c/hiking-boots-300010', image: 'img[fetchpriority="high"]' },
]) {
  test(`${path}: the first priority image is preloaded from the headers`, async ({
    page,
    request,
  }) => {
    // The second request gets the kept page, as shoppers do.
    await request.get(path);
    const response = await request.get(path);
    const preloads = imagePreloads(response.headers().link);
    await page.goto(path);
    const first = await page.locator(image).first().getAttribute('src');
    expect(first).toBeTruthy();
    expect(preloads).toContainEqual({ href: first, high: true });
  });
}
