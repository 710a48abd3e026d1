/** URL-bearing attributes: a script scheme here runs script when followed or loaded. */
const urlAttributes = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'data',
  'background',
  'cite',
  'srcset',
  'content',
]);
/** Navigation attributes: a `data:` URL here opens attacker-controlled content. */
const navigationAttributes = new Set(['href', 'action', 'formaction', 'xlink:href']);

/** Browsers ignore ASCII whitespace and control characters inside a URL's scheme. */
const normaliseUrl = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();

const isScriptUrl = (url: string) => /^(javascript|vbscript):/.test(normaliseUrl(url));

/** The URLs an attribute holds: `srcset` candidates, the `url=` of a meta refresh, or itself. */
function candidates(attr: string, value: string): string[] {
  if (attr === 'srcset') return value.split(',').map((candidate) => candidate.trim());
  if (attr === 'content') return value.split(/;\s*url\s*=/i).slice(1);
  return [value];
}

/**
 * What in rendered HTML could run script: `<script>` elements, `on*` handler attributes,
 * `javascript:`/`vbscript:` URLs (entity-decoded, whitespace-stripped) in any URL attribute,
 * `data:` URLs in links and forms, and `expression(` or `javascript:` in inline styles. Parsed
 * with the DOM (happy-dom in the unit project), plus a raw-text check for `<script`.
 * @returns one description per finding, `[]` when the markup is safe
 */
export function findScriptVectors(html: string): string[] {
  const found: string[] = [];
  if (/<script/i.test(html)) found.push('raw <script in the output');
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const element of Array.from(doc.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (tag === 'script') found.push('<script> element');
    for (const { name, value } of Array.from(element.attributes)) {
      const attr = name.toLowerCase();
      const url = normaliseUrl(value);
      if (attr.startsWith('on')) found.push(`<${tag} ${attr}="${value}"> handler`);
      if (urlAttributes.has(attr) && candidates(attr, value).some(isScriptUrl)) {
        found.push(`<${tag} ${attr}="${value.slice(0, 80)}"> script URL`);
      }
      if (navigationAttributes.has(attr) && url.startsWith('data:')) {
        found.push(`<${tag} ${attr}="${value.slice(0, 40)}"> data: URL`);
      }
      if (attr === 'style' && /expression\(|javascript:/.test(url)) {
        found.push(`<${tag} style="${value}"> script in style`);
      }
    }
  }
  return found;
}
