import { closedFlagScript } from './closedFlag';

/**
 * The head script of the benefit bar's closed flag (spec 3 §4 "Benefit bar"): put it once in the
 * page's `<head>`, so a bar closed on an earlier visit is hidden before the first paint (see
 * `closedFlag.ts`). A constant line: it reads localStorage `benefitBarClosed` and sets
 * `data-benefit-bar-closed` on `<html>`; it never throws.
 */
export function BenefitBarClosedScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, no content in it
  return <script dangerouslySetInnerHTML={{ __html: closedFlagScript }} />;
}
