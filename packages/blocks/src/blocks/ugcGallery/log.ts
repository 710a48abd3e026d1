import type { GalleryLoadInput } from '../../services/editorial';

/**
 * Logs a gallery load failure as one JSON line (`gallery.unavailable`; spec 2 §8: load errors
 * are only logged). Server-safe: the server component logs prefetch failures with it too.
 */
export function logGalleryFailure(blockId: string, input: GalleryLoadInput, error: unknown): void {
  console.error(
    JSON.stringify({
      level: 'error',
      event: 'gallery.unavailable',
      blockId,
      kind: input.kind,
      containerId: input.containerId,
      message: error instanceof Error ? error.message : String(error),
    }),
  );
}
