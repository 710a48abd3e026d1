/** A problem with one field of a block: dotted path (e.g. `targets.0.url`) and message. */
export interface BlockIssue {
  path: string;
  message: string;
}

/** Events the renderer logs (design.md "The renderer's rules"). */
export type BlockLogEvent = 'block.invalid' | 'block.unknown' | 'block.crashed';

/** One structured log line about a block the renderer could not render. */
export interface BlockLogEntry {
  level: 'warn' | 'error';
  event: BlockLogEvent;
  type: string;
  id: string;
  issues: BlockIssue[];
}

/**
 * Writes one JSON log line for a block that was not rendered: `warn` for unknown and invalid
 * blocks, `error` for a block that crashed while rendering.
 */
export function logBlockEvent(entry: BlockLogEntry): void {
  const line = JSON.stringify(entry);
  if (entry.level === 'error') console.error(line);
  else console.warn(line);
}
