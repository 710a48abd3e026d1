/**
 * Logs an article search failure as one JSON line (`articles.unavailable`; the grid keeps its
 * heading). Server-safe: the server components log prefetch failures with it too.
 */
export function logArticleSearchFailure(blockId: string, error: unknown): void {
  console.error(
    JSON.stringify({
      level: 'error',
      event: 'articles.unavailable',
      blockId,
      message: error instanceof Error ? error.message : String(error),
    }),
  );
}
