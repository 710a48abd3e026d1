/**
 * Messages between the tool's page and its breakpoint frames (same origin, `postMessage`):
 * - frame → page `ready` when it can take an edited document; `height` (px) whenever its
 *   content's height changes, so the page sizes the iframe to its content.
 * - page → frame `document`: render this (edited) document client-side instead of the
 *   server render; `null` goes back to the server render.
 */
export type FrameMessage =
  | { source: 'preview-tool'; kind: 'ready' }
  | { source: 'preview-tool'; kind: 'height'; height: number }
  | { source: 'preview-tool'; kind: 'document'; document: unknown };

/** Whether a message event's data is one of the tool's {@link FrameMessage}s. */
export function isFrameMessage(data: unknown): data is FrameMessage {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  if (record.source !== 'preview-tool') return false;
  if (record.kind === 'ready') return true;
  if (record.kind === 'height') return typeof record.height === 'number';
  return record.kind === 'document' && 'document' in record;
}

/** The attribute the Problems panel sets on the block it scrolls to (styled in the frame). */
export const highlightAttribute = 'data-preview-highlight';
