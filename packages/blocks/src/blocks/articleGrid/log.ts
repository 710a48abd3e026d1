import type { BlockLog } from '../../renderer/log';

/**
 * Logs an article search failure through the services' `log` (`articles.unavailable`, field
 * `blockId`; the grid keeps its heading). Server-safe: the server components log prefetch
 * failures with it too.
 */
export function logArticleSearchFailure(log: BlockLog, blockId: string, error: unknown): void {
  log({ level: 'error', event: 'articles.unavailable', error, fields: { blockId } });
}
