import type { Page } from '@playwright/test';

/**
 * The editors' secret the e2e storefront and preview tool share (`PREVIEW_SECRET`, set by
 * playwright.config.ts); never a real one.
 */
export const e2ePreviewSecret = 'e2e-only-preview-secret-0123456789abcdef';

/** The storefront's draft-mode entry for `path` (`/api/draft?secret=…&path=…`). */
export function draftEntryHref(path: string, secret = e2ePreviewSecret): string {
  return `/api/draft?${new URLSearchParams({ secret, path }).toString()}`;
}

/** Enters draft mode with the e2e secret and opens `path` (a storefront path with its query). */
export async function openInDraftMode(page: Page, path: string) {
  return page.goto(draftEntryHref(path));
}
