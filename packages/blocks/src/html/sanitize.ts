import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitizer of CMS HTML (design.md "Rich text and `titleHtml` are sanitized" with a
 * maintained sanitizer: sanitize-html), with one preset per place HTML is rendered. Every preset
 * drops tags it does not allow but keeps their text, removes `script`, `style` and embeds with
 * their content, and keeps no event handler or `javascript:` URL. Runs on the server, where the
 * page renders.
 */

/** Inline formatting tags: the only tags of a title, and part of rich text. */
export const inlineTags = [
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

/** Tags rich text may contain: {@link inlineTags}, paragraphs, headings 2-4, lists, quotes, links. */
export const richTextTags = [
  ...inlineTags,
  'p',
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

/** Tags removed with their content (the rest of a dropped tag keeps its text). */
const nonTextTags = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
];

/** Makes a link safe: only `href`, `title` and `target="_blank"`; `rel` on new-tab and external links. */
const safeLink: sanitizeHtml.Transformer = (tagName, attribs) => {
  const target = attribs.target === '_blank' ? '_blank' : undefined;
  const href = attribs.href ?? '';
  const external = /^https?:\/\//i.test(href);
  const next: Record<string, string> = { href };
  if (attribs.title) next.title = attribs.title;
  if (target) next.target = target;
  if (target || external) next.rel = 'noopener noreferrer';
  return { tagName, attribs: next };
};

/**
 * The sanitize-html options of each preset:
 * - `richText`: a rich text field (richText, accordion, icon-and-text, dialog, banner text):
 *   {@link richTextTags}; links keep `href` (http, https, mailto, tel or relative, never
 *   protocol-relative), `title` and `target="_blank"`, and external or new-tab links get
 *   `rel="noopener noreferrer"`; any tag may keep `lang`.
 * - `heading`: a banner's `titleHtml` (spec 3 §3), rendered inside an `h1`/`h2`:
 *   {@link inlineTags} without attributes.
 * - `menuTitle`: a menu item's `titleHtml`, rendered inside a link or button: {@link inlineTags},
 *   only `lang` kept.
 */
export const sanitizePresets = {
  richText: {
    allowedTags: [...richTextTags],
    allowedAttributes: { a: ['href', 'target', 'rel', 'title'], '*': ['lang'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags,
    transformTags: { a: safeLink },
  },
  heading: {
    allowedTags: [...inlineTags],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags,
  },
  menuTitle: {
    allowedTags: [...inlineTags],
    allowedAttributes: { '*': ['lang'] },
    disallowedTagsMode: 'discard',
    nonTextTags,
  },
} satisfies Record<string, sanitizeHtml.IOptions>;

/** A preset's name: where the HTML is rendered. */
export type SanitizePreset = keyof typeof sanitizePresets;

/**
 * Sanitizes CMS HTML with one of the {@link sanitizePresets}.
 * @param html the HTML from the content (anything a CMS editor may type)
 * @param preset where it is rendered: `richText`, `heading` (banner title) or `menuTitle`
 * @returns safe HTML for `dangerouslySetInnerHTML`, trimmed; `''` when nothing is left
 */
export function sanitize(html: string, preset: SanitizePreset): string {
  return sanitizeHtml(html, sanitizePresets[preset]).trim();
}
