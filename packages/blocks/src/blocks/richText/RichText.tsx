import { sanitize } from '../../html/sanitize';
import type { BlockProps } from '../../registry/registry';
import * as styles from './RichText.css';
import type { RichTextFields } from './schema';

/**
 * A rich text block (spec 3 §1): CMS HTML sanitized with an allow-list (see
 * {@link sanitize}, preset `richText`) on the server, then rendered with the theme's typography. A server
 * component: neither the sanitizer nor the schema reaches the browser.
 */
export function RichText({ fields }: BlockProps<RichTextFields>) {
  const html = sanitize(fields.html, 'richText');
  if (!html.trim()) return null;
  return (
    <div
      className={styles.richText({ width: fields.width, alignment: fields.alignment })}
      data-block="richText"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitize just above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
