import type { Page } from '@playwright/test';

/**
 * The page's `window.dataLayer` entries of one event name (spec 3 §9: what the one analytics
 * dispatcher pushes for a tag manager), in the order they were pushed; none when the page has
 * no data layer.
 */
export async function dataLayerEvents(
  page: Page,
  name: string,
): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (event) =>
      ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (entry) => entry.event === event,
      ),
    name,
  );
}
