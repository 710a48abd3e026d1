/**
 * The Adyen configuration of express checkout (spec 3 §6, §7), read from the server's
 * environment at request time and handed to the browser module (nothing secret: the client
 * key is public by design; the API key never leaves the payment backend). Names:
 * `ADYEN_CLIENT_KEY`, `ADYEN_ENVIRONMENT=test|live` (default `test`), `ADYEN_MERCHANT_ACCOUNT`.
 */

/**
 * The library's files of the shop's own origin with their Subresource Integrity values (spec 3
 * §7 "A payment provider script and a stylesheet are loaded with integrity values"): the
 * storefront's build writes them and their manifest (`apps/storefront/scripts/adyen-assets.mjs`),
 * its server reads the manifest, and the provider adds the two elements with `integrity` and
 * `crossorigin` (`loadAdyenLibrary`).
 */
export interface AdyenAssets {
  /** The `@adyen/adyen-web` version the files were built from. */
  version: string;
  /** The browser global the script defines (`AdyenCheckout`, `ApplePay`, `PayPal`). */
  global: string;
  /** The library: a same-origin path (`/vendor/adyen-web/6.45.2/adyen.js`) and `sha384-…`. */
  script: { path: string; integrity: string };
  /** The library's stylesheet, likewise. */
  stylesheet: { path: string; integrity: string };
}

/** What `@adyen/adyen-web` needs in the browser. */
export interface AdyenClientConfig {
  /** The client key of the Customer Area (`test_…` in test, `live_…` in live). */
  clientKey: string;
  environment: 'test' | 'live';
  /** The merchant account: the Apple Pay merchant name and the payment session's account. */
  merchantAccount: string;
  /**
   * Where the library and its stylesheet load from, with their integrity values (added by the
   * host's server; without them the buttons cannot mount and report an error).
   */
  assets?: AdyenAssets;
}

/** Why the Adyen module cannot run (the storefront then shows no Adyen button and logs it). */
export type AdyenConfigProblem =
  | 'missingClientKey'
  | 'missingMerchantAccount'
  | 'badEnvironment'
  | 'keyEnvironmentMismatch';

/**
 * The {@link AdyenClientConfig} of an environment, or the first problem: a missing client key
 * or merchant account, an environment other than `test` or `live`, or a client key whose
 * prefix is not the environment's (`test_` with `test`, `live_` with `live`).
 * @param env `process.env` or a part of it
 */
export function adyenConfigFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): { ok: true; config: AdyenClientConfig } | { ok: false; problem: AdyenConfigProblem } {
  const clientKey = env.ADYEN_CLIENT_KEY?.trim() ?? '';
  const merchantAccount = env.ADYEN_MERCHANT_ACCOUNT?.trim() ?? '';
  const environment = (env.ADYEN_ENVIRONMENT?.trim() || 'test').toLowerCase();
  if (environment !== 'test' && environment !== 'live')
    return { ok: false, problem: 'badEnvironment' };
  if (!clientKey) return { ok: false, problem: 'missingClientKey' };
  if (!merchantAccount) return { ok: false, problem: 'missingMerchantAccount' };
  if (!clientKey.startsWith(`${environment}_`)) {
    return { ok: false, problem: 'keyEnvironmentMismatch' };
  }
  return { ok: true, config: { clientKey, environment, merchantAccount } };
}

/** A `sha384-` integrity value (48 bytes in base64). */
const sha384 = /^sha384-[A-Za-z0-9+/]{64}$/;
/** A path of the shop's own origin (`/vendor/…`; never `//host/…`). */
const ownPath = /^\/(?!\/)[\w./@-]+$/;

function fileOf(value: unknown): AdyenAssets['script'] | undefined {
  const file = value as Partial<AdyenAssets['script']> | null;
  if (typeof file?.path !== 'string' || !ownPath.test(file.path)) return undefined;
  if (typeof file.integrity !== 'string' || !sha384.test(file.integrity)) return undefined;
  return { path: file.path, integrity: file.integrity };
}

/**
 * The {@link AdyenAssets} of the manifest the storefront's build writes
 * (`public/vendor/adyen-web/manifest.json`), or `undefined` when it is not one: each file a
 * same-origin path with a `sha384-` integrity value, the global an identifier (spec 3 §7).
 * @param value the parsed JSON
 */
export function adyenAssetsOf(value: unknown): AdyenAssets | undefined {
  const manifest = value as Partial<Record<keyof AdyenAssets, unknown>> | null;
  const script = fileOf(manifest?.script);
  const stylesheet = fileOf(manifest?.stylesheet);
  const { version, global } = manifest ?? {};
  if (!script || !stylesheet || typeof version !== 'string' || typeof global !== 'string')
    return undefined;
  if (!/^[A-Za-z_$][\w$]*$/.test(global)) return undefined;
  return { version, global, script, stylesheet };
}
