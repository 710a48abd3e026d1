/**
 * Whether a content page's blocks already give the page its `h1`: a banner whose title is
 * rendered as `h1` (`titleH1`, spec 3 §3), at any depth. Rich text never does (its
 * sanitizer keeps headings 2-4 only), so a page of rich text (terms, privacy, events) gets
 * its title from the document: {@link ContentPage} renders `title` as the `h1` then.
 */
export function blocksHaveTitleHeading(blocks: readonly unknown[]): boolean {
  const visit = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.some(visit);
    if (!value || typeof value !== 'object') return false;
    const record = value as Record<string, unknown>;
    if (record.titleH1 === true) return true;
    return Object.values(record).some(visit);
  };
  return visit(blocks);
}
