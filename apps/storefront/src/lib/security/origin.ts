import 'server-only';
import { originConfigFromEnv, publicOrigin } from '@storefront/commerce/server';
import { headers } from 'next/headers';

/**
 * The storefront's public origin for this request, as far as it can be trusted (design.md
 * "Security rules"): `STOREFRONT_ORIGIN` when set; else `X-Forwarded-Proto` / `-Host` only
 * behind a trusted proxy (`TRUST_PROXY=1`); else the request's `Host` (no scheme). Decides the
 * cookies' `Secure` flag, HSTS (proxy.ts) and the canonical URLs.
 * @returns e.g. `https://shop.example.com` or `127.0.0.1:3000`
 */
export async function storefrontOrigin(): Promise<string> {
  return publicOrigin(await headers(), originConfigFromEnv(process.env, 'STOREFRONT_ORIGIN'));
}

/**
 * The configured public origin (`STOREFRONT_ORIGIN`), read without the request: the one a page
 * kept in the cache may print (canonical and Open Graph URLs, the product's JSON-LD), since the
 * same HTML answers every host (cache components).
 * @returns e.g. `https://shop.example.com`; `undefined` when unset or malformed (URLs relative)
 */
export function configuredOrigin(): string | undefined {
  const { origin } = originConfigFromEnv(process.env, 'STOREFRONT_ORIGIN');
  if (!origin) return undefined;
  try {
    return new URL(origin).origin;
  } catch {
    return undefined;
  }
}
