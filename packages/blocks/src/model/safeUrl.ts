import * as z from 'zod';

/**
 * What a browser makes of a URL's start: leading C0 controls and spaces dropped, tab, CR and
 * LF removed anywhere (WHATWG URL parsing), lower-cased. `" java\tscript:x"` → `"javascript:x"`.
 */
export function normaliseUrlStart(url: string): string {
  return (
    url
      // biome-ignore lint/suspicious/noControlCharactersInRegex: URL parsing strips these characters.
      .replace(/^[\u0000-\u0020]+/, '')
      .replace(/[\t\n\r]/g, '')
      .toLowerCase()
  );
}

const schemeOf = (url: string): string | undefined =>
  /^([a-z][a-z0-9+.-]*):/.exec(normaliseUrlStart(url))?.[1];

/** Schemes a link target may use; anything else (javascript:, data:, vbscript:, file:…) fails. */
export const linkSchemes = ['http', 'https', 'mailto', 'tel'] as const;

/**
 * Whether a link target is safe to render as an `href` (design.md "Security
 * rules"): `http(s)`, `mailto:`, `tel:`, a relative URL (`/path`, `path`, `?query`) or an
 * `#anchor`. Script and data URLs fail, in any case or with embedded whitespace, and so do
 * protocol-relative URLs (`//host`), as in the rich text sanitizer.
 */
export function isSafeLinkUrl(url: string): boolean {
  const normalised = normaliseUrlStart(url);
  if (normalised === '' || normalised.startsWith('//') || normalised.startsWith('\\')) return false;
  const scheme = schemeOf(url);
  return scheme === undefined || (linkSchemes as readonly string[]).includes(scheme);
}

/**
 * Whether an image or video source is safe: `http(s)`, relative, or a `data:` URL of an image
 * type (`data:image/png`, `data:image/svg+xml`…; an SVG in `<img>` runs no script).
 */
export function isSafeMediaUrl(url: string): boolean {
  const normalised = normaliseUrlStart(url);
  if (normalised === '' || normalised.startsWith('//') || normalised.startsWith('\\')) return false;
  const scheme = schemeOf(url);
  if (scheme === 'data') return /^data:image\/[a-z0-9.+-]+[;,]/.test(normalised);
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}

/** A link target field: trimmed, non-empty, {@link isSafeLinkUrl}. */
export const linkUrlSchema = z
  .string()
  .trim()
  .min(1)
  .refine(isSafeLinkUrl, 'Link URL must be http(s), relative, an #anchor, mailto: or tel:');

/** An image or video source field: trimmed, non-empty, {@link isSafeMediaUrl}. */
export const mediaUrlSchema = z
  .string()
  .trim()
  .min(1)
  .refine(isSafeMediaUrl, 'Media URL must be http(s), relative or a data:image URL');

/** A string field that holds a script URL, with its path in the fields. */
export interface ScriptUrlIssue {
  path: (string | number)[];
  message: string;
}

const scriptUrl = /^(javascript|vbscript):|^data:text\/html/;

/**
 * The renderer's safety net for URL fields a block schema did not declare with
 * {@link linkUrlSchema}: every string anywhere in the validated fields that a browser would
 * read as a `javascript:`, `vbscript:` or `data:text/html` URL (nested block nodes are left to
 * their own validation). Such a block is invalid. A text that starts with `javascript:` is
 * caught too: a false alarm the editor sees in preview, never a script in the page.
 * @param value validated block fields
 */
export function findScriptUrls(value: unknown, path: (string | number)[] = []): ScriptUrlIssue[] {
  if (typeof value === 'string') {
    return scriptUrl.test(normaliseUrlStart(value))
      ? [{ path, message: 'Script URLs (javascript:, vbscript:, data:text/html) are not allowed' }]
      : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => findScriptUrls(item, [...path, i]));
  if (typeof value === 'object' && value !== null) {
    const node = value as Record<string, unknown>;
    // A nested block node (wrapper children): validated on its own when rendered, so one bad
    // child never invalidates its wrapper.
    if (
      path.length > 0 &&
      typeof node.type === 'string' &&
      typeof node.id === 'string' &&
      'fields' in node
    ) {
      return [];
    }
    return Object.entries(node).flatMap(([key, item]) => findScriptUrls(item, [...path, key]));
  }
  return [];
}
