import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The path prefix of the demo media this server serves (`/media/*`). */
const mediaPrefix = '/media/';

/**
 * Calls whose answers carry basket, order or favorite items (cart, checkout, orders,
 * purchases, wishlists).
 */
const itemAnswerPrefixes = ['/cart/', '/consumers-v3/', '/wishlists/'];

/**
 * A copy of `value` in which every `image` string that is a path of this server's media
 * (`/media/…`) becomes an absolute URL under `mediaBaseUrl` (e.g.
 * `http://127.0.0.1:4000/media`). Basket items keep the media path of the catalogue entry they
 * were made from; the catalogue itself answers absolute URLs, and so must the cart, or a
 * storefront on another origin shows broken images.
 */
export function withAbsoluteMedia(value: unknown, mediaBaseUrl: string): unknown {
  if (Array.isArray(value)) return value.map((entry) => withAbsoluteMedia(entry, mediaBaseUrl));
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    out[key] =
      key === 'image' && typeof entry === 'string' && entry.startsWith(mediaPrefix)
        ? `${mediaBaseUrl}/${entry.slice(mediaPrefix.length)}`
        : withAbsoluteMedia(entry, mediaBaseUrl);
  }
  return out;
}

/**
 * Answers of the cart, checkout, order and wishlist calls get absolute media URLs
 * ({@link withAbsoluteMedia}); other answers are left as they are.
 */
export function installMediaUrls(
  app: FastifyInstance,
  mediaBaseUrl: (request: FastifyRequest) => string,
): void {
  app.addHook('preSerialization', async (request, _reply, payload) =>
    itemAnswerPrefixes.some((prefix) => request.url.startsWith(prefix))
      ? withAbsoluteMedia(payload, mediaBaseUrl(request))
      : payload,
  );
}
