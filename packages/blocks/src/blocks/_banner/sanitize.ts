import sanitizeHtml from 'sanitize-html';
import { sanitizeRichText } from '../richText/sanitize';

/** Inline tags a `titleHtml` keeps (it renders inside an `h1`/`h2`). */
export const titleHtmlTags = [
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
] as const;

/**
 * Sanitizes a banner's `titleHtml` (spec 3 §3; design.md: titleHtml is sanitized with a
 * maintained sanitizer). First the rich text sanitizer (scripts, handlers and `javascript:` URLs
 * removed), then only inline tags without attributes are kept, so the result is valid inside a
 * heading; the text of dropped tags stays. Runs on the server.
 */
export function sanitizeTitleHtml(html: string): string {
  return sanitizeHtml(sanitizeRichText(html), {
    allowedTags: [...titleHtmlTags],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  });
}

export { sanitizeRichText };
