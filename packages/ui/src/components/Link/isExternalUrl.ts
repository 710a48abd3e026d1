/**
 * Whether a link target leaves the site: an absolute `http(s):` URL or a protocol-relative
 * `//host/...` URL. Relative paths, fragments, queries, `mailto:` and `tel:` are not external.
 * When `siteOrigin` (e.g. `'https://www.example.com'`) is given, absolute URLs on that origin
 * count as internal. Never throws: an unparsable URL is not external.
 *
 * Implements the "target url + target" link fields of spec 3 §3 (external links get
 * `rel="noopener noreferrer"`).
 */
export function isExternalUrl(url: string, siteOrigin?: string): boolean {
  const trimmed = url.trim();
  if (!/^(?:https?:)?\/\//i.test(trimmed)) return false;
  let parsed: URL;
  try {
    parsed = new URL(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed);
  } catch {
    return false;
  }
  if (!siteOrigin) return true;
  try {
    return parsed.origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}
