/**
 * The Adyen configuration of express checkout (spec 3 §6, §7), read from the server's
 * environment at request time and handed to the browser module (nothing secret: the client
 * key is public by design; the API key never leaves the payment backend). Names:
 * `ADYEN_CLIENT_KEY`, `ADYEN_ENVIRONMENT=test|live` (default `test`), `ADYEN_MERCHANT_ACCOUNT`.
 */

/** What `@adyen/adyen-web` needs in the browser. */
export interface AdyenClientConfig {
  /** The client key of the Customer Area (`test_…` in test, `live_…` in live). */
  clientKey: string;
  environment: 'test' | 'live';
  /** The merchant account: the Apple Pay merchant name and the payment session's account. */
  merchantAccount: string;
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
