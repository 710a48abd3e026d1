import sanitizeHtml from 'sanitize-html';
import { ApiHttpError } from '../errors';

/** sanitize-html without any tag or attribute: markup goes, its text stays (script/style go whole). */
const noMarkup: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** The entities sanitize-html writes when it escapes text. */
const escapes: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/**
 * `value` as plain text: markup removed with sanitize-html (`allowedTags: []`,
 * `allowedAttributes: {}`: tags go, their text stays; `<script>`, `<style>` go with their
 * content), entities back to characters, repeated until nothing changes (so text that is
 * markup once decoded, `&lt;b&gt;`, is removed too). `5 < 6 & 7` stays as written. Trimmed.
 * Null when the text does not settle (never seen in practice).
 */
export function plainText(value: string): string | null {
  let text = value;
  for (let pass = 0; pass < 8; pass++) {
    const next = sanitizeHtml(text, noMarkup).replace(
      /&(?:amp|lt|gt|quot|#39|#x27);/g,
      (entity) => escapes[entity] ?? entity,
    );
    if (next === text) return text.trim();
    text = next;
  }
  return null;
}

/**
 * User text the API stores and serves to other shoppers (spec 2 §7: question text and
 * nickname, gallery screen name, caption, alt text, stash name) as plain text
 * ({@link plainText}). Throws 400 `API400` naming `field` when less than `minLength`
 * characters are left once markup is removed.
 * @param field the request field, for the message, e.g. `text`
 */
export function requirePlainText(field: string, value: string, minLength = 1): string {
  const text = plainText(value);
  if (text === null || text.length < minLength) {
    throw new ApiHttpError(
      400,
      'API400',
      `Invalid ${field}: at least ${minLength} character${minLength === 1 ? '' : 's'} of text (markup is removed)`,
    );
  }
  return text;
}
