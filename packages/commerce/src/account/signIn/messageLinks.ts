import { safeRedirectPath } from '@storefront/api-contract/redirects';

/**
 * Server messages with links (spec 3 §8 "Sign-in error: shows the server message, which may
 * contain reset-password and contact-us links"): the message split into text and same-origin
 * links, never HTML. Pure.
 */

/** A piece of a message: text, or a link's text with its same-origin path. */
export interface MessagePart {
  text: string;
  /** A same-origin path under the locale (checked by `safeRedirectPath`), e.g. `/en-us/contact-us`. */
  href?: string;
}

const anchor = /<a\s[^>]*?href\s*=\s*(["'])(.*?)\1[^>]*>(.*?)<\/a\s*>/gis;
const tag = /<[^>]*>/g;
const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
  '&nbsp;': ' ',
};

/** Text without tags, with the common entities decoded. */
function plain(text: string): string {
  return text
    .replace(tag, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (e) => entities[e] ?? e);
}

/**
 * The same-origin path of a link's `href` under `localePath`, or `undefined` (another site, a
 * scheme, anything `safeRedirectPath` refuses). A path without a locale gets the page's:
 * `/forgot-password` → `/en-us/forgot-password`.
 */
export function localLinkPath(href: string, localePath: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const withLocale = /^\/[a-z]{2}-[a-z]{2}([/?#]|$)/i.test(href) ? href : `/${localePath}${href}`;
  const safe = safeRedirectPath(withLocale, localePath);
  // safeRedirectPath answers the locale's home for anything it refuses.
  const home = safeRedirectPath(`/${localePath}`, localePath);
  return safe === home && !/^\/[a-z]{2}-[a-z]{2}\/?([?#]|$)/i.test(withLocale) ? undefined : safe;
}

/**
 * A message split into parts: text, and `<a href>` links whose target is a same-origin path
 * (see {@link localLinkPath}); any other link keeps only its text; other tags are dropped and
 * the common entities decoded. A message without links is one text part.
 * @param message e.g. `Locked. <a href="/forgot-password">Reset your password</a>.`
 * @param localePath e.g. `en-us`
 */
export function messageParts(message: string, localePath: string): MessagePart[] {
  const parts: MessagePart[] = [];
  const push = (part: MessagePart) => {
    if (!part.text) return;
    const last = parts.at(-1);
    if (last && !last.href && !part.href) last.text += part.text;
    else parts.push(part);
  };
  let at = 0;
  for (const match of message.matchAll(anchor)) {
    push({ text: plain(message.slice(at, match.index)) });
    const text = plain(match[3] ?? '');
    const href = localLinkPath(plain(match[2] ?? ''), localePath);
    push(href ? { text, href } : { text });
    at = (match.index ?? 0) + match[0].length;
  }
  push({ text: plain(message.slice(at)) });
  return parts;
}

/**
 * What a link leads to, from its path: `resetPassword` (forgot or reset password),
 * `contactUs`, or `undefined`.
 */
export function linkKindOf(href: string): 'resetPassword' | 'contactUs' | undefined {
  if (/(forgot|reset)-?password/i.test(href)) return 'resetPassword';
  if (/contact-?us/i.test(href)) return 'contactUs';
  return undefined;
}
