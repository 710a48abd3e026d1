import { consentCookieName } from '@storefront/blocks/services';

export { consentRequiredAttribute } from '@storefront/blocks/services';

/** The attribute on `<html>` of a shopper who answered (the banner is hidden by CSS then). */
export const consentAnsweredAttribute = 'data-consent-answered';

/**
 * The head script (a constant line, run before the first paint): marks `<html>` as answered
 * when the `consent` cookie exists, so a returning shopper never sees the banner flash while
 * the page stays static (no cookie read on the server for the layout). Never throws.
 */
export const consentAnsweredScript = `try{if(/(?:^|;\\s*)${consentCookieName}=/.test(document.cookie))document.documentElement.setAttribute('${consentAnsweredAttribute}','')}catch(e){}`;
