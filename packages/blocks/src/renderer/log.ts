/** A problem with one field of a block: dotted path (e.g. `targets.0.url`) and message. */
export interface BlockIssue {
  path: string;
  message: string;
}

/** Events the renderer logs (design.md "The renderer's rules"). */
export type BlockLogEvent = 'block.invalid' | 'block.unknown' | 'block.crashed';

/**
 * One structured log line of the blocks (design.md "Logging": one structured logger, also used
 * for the blocks' logs through the host). The same shape as the storefront's `logEvent` entry,
 * so a host passes its own logger as {@link BlockServices.log}.
 */
export interface BlockLogEntry {
  level: 'info' | 'warn' | 'error';
  /** The log event, e.g. `block.invalid`, `articles.unavailable`. */
  event: string;
  /** The failure, if any: its `message` goes into the line. */
  error?: unknown;
  /** Further fields of the line (`blockId`, `type`, `issues`, ...). */
  fields?: Record<string, unknown>;
}

/** The blocks' logging port: every block log goes through the host's `services.log`. */
export type BlockLog = (entry: BlockLogEntry) => void;

/**
 * The default {@link BlockLog}: one JSON line on the console with `level`, `event`, the fields
 * and, given an error, its `message` (`console.error` for errors, `console.warn` for warnings,
 * `console.info` else). The only place in the blocks that writes to the console.
 */
export const consoleBlockLog: BlockLog = ({ level, event, error, fields }) => {
  const line = JSON.stringify({
    level,
    event,
    ...fields,
    message:
      error === undefined ? undefined : error instanceof Error ? error.message : String(error),
  });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
};

/** What the renderer logs for a block it did not render. */
export interface BlockRenderLogEntry {
  level: 'warn' | 'error';
  event: BlockLogEvent;
  type: string;
  id: string;
  issues: BlockIssue[];
}

/**
 * Logs a block that was not rendered through `log`: `warn` for unknown and invalid blocks,
 * `error` for a block that crashed while rendering; fields `type`, `id`, `issues`.
 */
export function logBlockEvent(
  log: BlockLog,
  { level, event, type, id, issues }: BlockRenderLogEntry,
): void {
  log({ level, event, fields: { type, id, issues } });
}
