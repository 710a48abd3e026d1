import sanitizeHtml from 'sanitize-html';

/** Inline tags a menu title may contain; everything else is dropped (its text kept). */
export const menuTitleTags = [
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
  'br',
] as const;

const options: sanitizeHtml.IOptions = {
  allowedTags: [...menuTitleTags],
  allowedAttributes: { '*': ['lang'] },
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
};

/**
 * Sanitizes a menu item's `titleHtml` with sanitize-html, like rich text (design.md "Rich text
 * and `titleHtml` are sanitized"), but inline only: the title sits inside a link or button, so
 * links, blocks, attributes (but `lang`), scripts, styles and event handlers are removed.
 * Runs on the server, where the page renders. `''` when nothing is left.
 */
export function sanitizeMenuTitleHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
