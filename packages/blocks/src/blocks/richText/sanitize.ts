import sanitizeHtml from 'sanitize-html';

/** Tags rich text may contain; everything else is dropped (its text kept). */
export const richTextTags = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sup',
  'sub',
  'span',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'a',
] as const;

const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextTags],
  allowedAttributes: { a: ['href', 'target', 'rel', 'title'], '*': ['lang'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => {
      const target = attribs.target === '_blank' ? '_blank' : undefined;
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      const next: Record<string, string> = { href };
      if (attribs.title) next.title = attribs.title;
      if (target) next.target = target;
      if (target || external) next.rel = 'noopener noreferrer';
      return { tagName, attribs: next };
    },
  },
};

/**
 * Sanitizes CMS rich text with sanitize-html (design.md: rich text is sanitized with a
 * maintained sanitizer before rendering). Allow-list of {@link richTextTags}; links keep only
 * `href` (http, https, mailto, tel or relative), `title` and `target="_blank"`, and external or
 * new-tab links get `rel="noopener noreferrer"`. Scripts, styles, event handlers and
 * `javascript:` URLs are removed. Runs on the server, where the page renders.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
