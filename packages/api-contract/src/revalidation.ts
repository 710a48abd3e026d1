import * as z from 'zod';

/**
 * Revalidation of the storefront's cached reads (design.md "Data flows", caching): the content
 * service and the catalogue call `POST {storefront}/api/revalidate` when a document is
 * published or a product's price or stock changes, with the cache tags to drop. The body is
 * signed with HMAC-SHA256 over its exact bytes, with a secret both sides take from the
 * environment (`REVALIDATE_SECRET`), hex in the {@link revalidationSignatureHeader} header.
 * Web Crypto only, so the module runs in Node and in any runtime.
 */

/** Header carrying the hex HMAC-SHA256 of the request body. */
export const revalidationSignatureHeader = 'x-revalidate-signature';

/** Path of the storefront's revalidation route. */
export const revalidationPath = '/api/revalidate';

/** A signed request older (or further in the future) than this is refused, in ms (replay). */
export const revalidationMaxSkewMs = 5 * 60 * 1000;

/** Shortest secret either side accepts (characters). */
export const minRevalidationSecretLength = 32;

/** Body of `POST /api/revalidate`: tags to drop, and when it was signed (ms since epoch). */
export const revalidationRequestSchema = z.object({
  tags: z.array(z.string().min(1).max(256)).min(1).max(128),
  timestamp: z.number().int().positive(),
});
export type RevalidationRequest = z.infer<typeof revalidationRequestSchema>;

/**
 * Cache tags of the storefront's cached reads; the only way either side spells one.
 * - `content`: every content document; `content:{localePath}:{docType}:{slug}` one document
 *   (`slug` is `-` for a site's menu, footer and other slug-less documents).
 * - `catalog`: every catalogue read; `product:{productId}` the reads that show that product
 *   (details, sets, searches listing it); `category:{categoryId}` a category's listing.
 * - `reviews:{productId}`: a product's reviews and questions (dropped by the storefront's own
 *   review writes and votes).
 */
export const cacheTags = {
  allContent: 'content',
  content: (localePath: string, docType: string, slug?: string) =>
    `content:${localePath}:${docType}:${slug || '-'}`,
  allCatalog: 'catalog',
  product: (productId: string) => `product:${productId}`,
  category: (categoryId: string) => `category:${categoryId}`,
  reviews: (productId: string) => `reviews:${productId}`,
} as const;

const encoder = new TextEncoder();

function hmacKey(secret: string, usage: 'sign' | 'verify') {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    [usage],
  );
}

function toHex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1)
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Hex HMAC-SHA256 of `body` (the exact bytes sent) with `secret`. */
export async function signRevalidation(secret: string, body: string): Promise<string> {
  const key = await hmacKey(secret, 'sign');
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(body)));
}

/**
 * Whether `signature` (hex) is the HMAC-SHA256 of `body` with `secret`. Constant-time
 * (Web Crypto's `verify`); `false` for a missing, malformed or wrong signature, and for a
 * secret shorter than {@link minRevalidationSecretLength}.
 */
export async function verifyRevalidation(
  secret: string,
  body: string,
  signature: string | null | undefined,
): Promise<boolean> {
  if (secret.length < minRevalidationSecretLength || !signature) return false;
  const bytes = fromHex(signature);
  if (bytes?.length !== 32) return false;
  const key = await hmacKey(secret, 'verify');
  return crypto.subtle.verify('HMAC', key, bytes, encoder.encode(body));
}
