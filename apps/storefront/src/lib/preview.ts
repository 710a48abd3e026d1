/** The raw query of a Next page (`searchParams`). */
export type SearchParams = Record<string, string | string[] | undefined>;

/** Preview settings read from the page query (spec 3 §2: `preview`, `previewDateTime`). */
export interface PreviewQuery {
  preview: boolean;
  /** ISO 8601 date-time, only when it parses as a date. */
  previewDateTime?: string;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Reads `?preview=true` and `?previewDateTime=<ISO>` of an editor in draft mode (design.md
 * "Security rules": preview content only in draft mode, entered with the editors' secret, see
 * `draft.ts`); without draft mode both are ignored, so any visitor sees published content. Any
 * other `preview` value means off and an unparseable date is ignored (the content service then
 * uses "now"). Pure: pages use `previewQueryOf`, which knows the draft mode of the request.
 * @param draft whether the request is in Next's draft mode
 */
export function readPreviewQuery(searchParams: SearchParams, draft: boolean): PreviewQuery {
  if (!draft) return { preview: false };
  const preview = first(searchParams.preview) === 'true';
  const date = first(searchParams.previewDateTime);
  if (!preview || !date || Number.isNaN(Date.parse(date))) return { preview };
  return { preview, previewDateTime: new Date(date).toISOString() };
}
