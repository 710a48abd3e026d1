import { closedFlagScript } from './closedFlag';

/**
 * The head script of the benefit bar's closed flag (spec 3 §4 "Benefit bar"): put it once in the
 * page's `<head>`, so a bar closed on an earlier visit is hidden before the first paint (see
 * `closedFlag.ts`). A constant line: it reads localStorage `benefitBarClosed` and sets
 * `data-benefit-bar-closed` on `<html>`; it never throws. Under a nonce-based
 * Content-Security-Policy the host passes the request's `nonce`, or the browser refuses it.
 */
export function BenefitBarClosedScript({ nonce }: { nonce?: string | undefined } = {}) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, no content in it
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: closedFlagScript }} />;
}
