import type { BlockLog } from '../../renderer/log';
import type { GalleryLoadInput } from '../../services/editorial';

/**
 * Logs a gallery load failure through the services' `log` (`gallery.unavailable`, fields
 * `blockId`, `kind`, `containerId`; spec 2 §8: load errors are only logged). Server-safe: the
 * server component logs prefetch failures with it too.
 */
export function logGalleryFailure(
  log: BlockLog,
  blockId: string,
  input: GalleryLoadInput,
  error: unknown,
): void {
  log({
    level: 'error',
    event: 'gallery.unavailable',
    error,
    fields: { blockId, kind: input.kind, containerId: input.containerId },
  });
}
