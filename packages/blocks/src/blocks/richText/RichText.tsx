import type { BlockProps } from '../../registry/registry';
import * as styles from './RichText.css';
import { sanitizeRichText } from './sanitize';
import type { RichTextFields } from './schema';

/**
 * A rich text block (spec 3 §1): CMS HTML sanitized with an allow-list (see
 * {@link sanitizeRichText}) on the server, then rendered with the theme's typography. A server
 * component: neither the sanitizer nor the schema reaches the browser.
 */
export function RichText({ fields }: BlockProps<RichTextFields>) {
  const html = sanitizeRichText(fields.html);
  if (!html.trim()) return null;
  return (
    <div
      className={styles.richText({ width: fields.width, alignment: fields.alignment })}
      data-block="richText"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeRichText just above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
