/** Options of {@link cloudinaryUrl}. */
export interface CloudinaryOptions {
  /** Display width in CSS px; the delivered width is `width × dpr`. Omitted: no resize. */
  width?: number;
  /** Cloudinary quality `q_` (1–100); 50 by default (spec 3 §9). */
  quality?: number;
  /** Strength of Cloudinary's sharpen effect `e_sharpen:` (1–2000); 60 by default (spec 3 §9). */
  sharpen?: number;
  /** Device pixel ratio the width is multiplied by; 2 (double resolution) by default (spec 3 §9). */
  dpr?: number;
}

const UPLOAD_SEGMENT = '/image/upload/';

function isPositiveFinite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** An inline image (`data:image/…`) or a browser-made object URL (`blob:`): kept as they are. */
const inlineImage = /^(data:image\/[a-z0-9.+-]+[;,]|blob:https?:\/\/)/i;

/** Parses an absolute http(s) URL or a root-relative path; anything else is invalid. */
function parseUrl(input: string): URL | undefined {
  try {
    if (input.startsWith('/') && !input.startsWith('//')) {
      return new URL(input, 'http://relative.invalid');
    }
    const url = new URL(input);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Builds the delivery URL of an image (spec 3 §5 "Image helper", §9): for a Cloudinary upload URL
 * (`https://res.cloudinary.com/<cloud>/image/upload/…`) it inserts the transformation
 * `w_<width × dpr>,q_<quality>,e_sharpen:<sharpen>` right after `/image/upload/`
 * (quality 50, sharpen 60, double resolution by default).
 *
 * - Any other valid URL (absolute http(s), a root-relative path such as a local asset, an
 *   inline `data:image/…` URL or a `blob:` object URL) is returned unchanged.
 * - Invalid input — not a string, empty, not a URL, a non-http(s) scheme such as `javascript:`,
 *   or a protocol-relative `//host/…` URL — returns `''`. It never throws.
 * - Option values that are not positive finite numbers fall back to their defaults
 *   (`width` is then left out).
 *
 * @example cloudinaryUrl('https://res.cloudinary.com/demo/image/upload/v1/shoe.jpg', { width: 400 })
 * // 'https://res.cloudinary.com/demo/image/upload/w_800,q_50,e_sharpen:60/v1/shoe.jpg'
 */
export function cloudinaryUrl(url: unknown, options: CloudinaryOptions = {}): string {
  if (typeof url !== 'string') return '';
  const input = url.trim();
  if (input === '') return '';
  if (inlineImage.test(input)) return input;
  const parsed = parseUrl(input);
  if (!parsed) return '';
  const index = input.indexOf(UPLOAD_SEGMENT);
  if (parsed.hostname !== 'res.cloudinary.com' || index === -1) return input;

  const quality = isPositiveFinite(options.quality) ? Math.round(options.quality) : 50;
  const sharpen = isPositiveFinite(options.sharpen) ? Math.round(options.sharpen) : 60;
  const dpr = isPositiveFinite(options.dpr) ? options.dpr : 2;
  const parts: string[] = [];
  if (isPositiveFinite(options.width)) parts.push(`w_${Math.round(options.width * dpr)}`);
  parts.push(`q_${quality}`, `e_sharpen:${sharpen}`);

  const head = input.slice(0, index + UPLOAD_SEGMENT.length);
  const tail = input.slice(index + UPLOAD_SEGMENT.length);
  return `${head}${parts.join(',')}/${tail}`;
}
