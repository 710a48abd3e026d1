import {
  minRevalidationSecretLength,
  type RevalidationRequest,
  revalidationPath,
  revalidationSignatureHeader,
  signRevalidation,
} from '@storefront/api-contract';

/**
 * Tells the storefront which of its cached reads changed (design.md "Data flows", caching):
 * `POST {storefront}/api/revalidate` with `{ tags, timestamp }` signed with the shared
 * `REVALIDATE_SECRET` (HMAC-SHA256 of the body, hex, `x-revalidate-signature`). Tags are the
 * contract's `cacheTags`.
 */
export interface RevalidationNotifier {
  /**
   * Sends the tags and waits for the answer (at most the timeout). Never throws: a failure is
   * reported through `onError` (the storefront's cache then catches up within its lifetime).
   * @returns whether the storefront accepted the call (`false` when off or failed)
   */
  notify(tags: readonly string[]): Promise<boolean>;
}

/** A notifier that sends nothing (no storefront configured). */
export const noRevalidation: RevalidationNotifier = { notify: async () => false };

/** Options of {@link createRevalidationNotifier}. */
export interface RevalidationNotifierOptions {
  /** The storefront's origin, e.g. `http://127.0.0.1:3000`. */
  storefrontUrl: string;
  /** The shared secret, at least {@link minRevalidationSecretLength} characters. */
  secret: string;
  /** Longest wait for the storefront, ms. Default 2000. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  /**
   * Called with what went wrong when a call fails: the server's logger (`main.ts` passes
   * `app.log`). Default: nothing (the call's answer, `false`, still says so).
   */
  onError?: (message: string) => void;
}

/** A notifier posting to the storefront's revalidation route. */
export function createRevalidationNotifier(
  options: RevalidationNotifierOptions,
): RevalidationNotifier {
  const url = new URL(revalidationPath, options.storefrontUrl).toString();
  const send = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const onError = options.onError ?? (() => undefined);
  return {
    async notify(tags) {
      if (tags.length === 0) return true;
      const request: RevalidationRequest = { tags: [...new Set(tags)], timestamp: now() };
      const body = JSON.stringify(request);
      try {
        const response = await send(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [revalidationSignatureHeader]: await signRevalidation(options.secret, body),
          },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 2000),
        });
        if (response.ok) return true;
        onError(`${url} answered ${response.status}`);
      } catch (error) {
        onError(`${url} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      return false;
    },
  };
}

/**
 * The notifier of the environment: `REVALIDATE_SECRET` (the secret shared with the storefront,
 * at least {@link minRevalidationSecretLength} characters) and `MOCK_API_STOREFRONT_URL`
 * (default `http://127.0.0.1:3000`); `onError` receives a failed call's reason (the server's
 * logger). Without a secret (or with a short one), none.
 */
export function revalidationFromEnv(
  env: NodeJS.ProcessEnv,
  onError?: (message: string) => void,
): RevalidationNotifier {
  const secret = env.REVALIDATE_SECRET;
  if (!secret || secret.length < minRevalidationSecretLength) return noRevalidation;
  return createRevalidationNotifier({
    storefrontUrl: env.MOCK_API_STOREFRONT_URL ?? 'http://127.0.0.1:3000',
    secret,
    ...(onError ? { onError } : {}),
  });
}
