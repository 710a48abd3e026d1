/**
 * What a label adapter needs of a translator (design: "Messages"): use-intl's
 * `useTranslations(namespace)` in a client component, `createTranslator({ locale, messages,
 * namespace })` anywhere, or next-intl's `getTranslations({ locale, namespace })` on the server
 * all satisfy it. Keys are relative to the namespace (`itemCount`, `price.current`); values fill
 * the ICU arguments (`{count, plural, …}`, `{code}`).
 */
export interface Translate {
  (key: string, values?: Record<string, string | number>): string;
  /** The message without formatting (e.g. a ui template such as `Go to image {n} of {total}`). */
  raw(key: string): unknown;
}
