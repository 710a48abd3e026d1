/**
 * CSP hash sources of the layout's constant head scripts (ARCHITECTURE.md §11): the benefit
 * bar's closed flag (`closedFlagScript` of @storefront/blocks, spec 3 §4) and the consent
 * banner's answered flag (`consentAnsweredScript`, spec 3 §9) and the session flags
 * (`sessionFlagsScript`: the header's signed-in state before the first paint). Under the nonce policy a
 * `'sha256-…'` source allows an inline script beside `'strict-dynamic'`, so the layout writes
 * them without the request's nonce and reads no request header for them. Written here as
 * constants (proxy.ts imports no blocks); headScripts.test.ts fails when a script's text
 * changes without its hash.
 */
export const headScriptHashes: readonly string[] = [
  // closedFlagScript
  "'sha256-cCYvOBcowQsXvtMlO26HV/Blj7QpS5q3taZpKvGXJ4k='",
  // consentAnsweredScript
  "'sha256-EfeEtewiC07h/XEno3C7SVHt7/PGypMD2kx5E6RqtxY='",
  // sessionFlagsScript
  "'sha256-Z4iAMWAz+nDTi2wqJUOolOZnLctV+ar+pagK3FcI3fs='",
];
