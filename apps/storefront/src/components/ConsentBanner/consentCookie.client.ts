'use client';
import {
  browserHasConsent,
  type ConsentCategory,
  consentCategories,
  consentCookieName,
  formatConsentCookie,
  functionalStorageKeys,
  parseConsentCookie,
  readCookie,
} from '@storefront/blocks/services';
import { consentAnsweredAttribute } from './consentScript';

/** How long the answer is kept: a year, in seconds. */
export const consentMaxAgeSeconds = 365 * 24 * 60 * 60;

/**
 * Stores the shopper's answer in the `consent` cookie (readable on the server, where the page's
 * decisions are made; SameSite=Lax, a year) and marks `<html>` as answered (spec 3 §9). Without
 * functional consent (`C0003`) the functional memories already stored (`functionalStorageKeys`:
 * the closed benefit bar, dismissed pop-ups) are removed.
 * @param accepted the categories accepted; `C0001` is always added
 */
export function writeConsent(accepted: readonly ConsentCategory[]): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers; the value is formatConsentCookie's, encoded
  document.cookie = `${consentCookieName}=${encodeURIComponent(formatConsentCookie(accepted))}; Path=/; Max-Age=${consentMaxAgeSeconds}; SameSite=Lax${secure}`;
  document.documentElement.setAttribute(consentAnsweredAttribute, '');
  if (!accepted.includes(consentCategories.functional)) forgetFunctionalStorage();
}

function forgetFunctionalStorage(): void {
  try {
    for (const key of Object.values(functionalStorageKeys)) window.localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored.
  }
}

/** The categories of the `consent` cookie (`C0001` alone when the shopper has not answered). */
export function readConsent(): ConsentCategory[] {
  return parseConsentCookie(readCookie(document.cookie, consentCookieName));
}

/**
 * Whether analytics events may be sent in this page (spec 3 §9): always on a site that does not
 * ask for consent (no `data-consent-required` on `<html>`, set by the layout for EMEA), else
 * with `C0002` in the cookie. Read at each event, so an answer applies at once.
 */
export function analyticsAllowed(): boolean {
  return browserHasConsent(consentCategories.performance);
}
