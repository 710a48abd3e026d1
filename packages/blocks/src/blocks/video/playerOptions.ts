import type { PlayerSettings } from './schema';

/**
 * Whether a `publicId` is a URL the player plays as is (http(s), root-relative or relative, or a
 * `data:video/…` URL) rather than a Cloudinary public id.
 */
export function isDirectSource(publicId: string): boolean {
  return /^(https?:\/\/|\/(?!\/)|\.\.?\/|data:video\/)/i.test(publicId.trim());
}

/**
 * Whether cloudinary-video-player takes a URL as a raw source (its own rule: http(s) with a
 * dotted host, e.g. `http://127.0.0.1:4000/media/…`; not `localhost` or `data:`).
 */
export function isPlayerRawUrl(url: string): boolean {
  return /^https?:\/\/(www\.)?[-a-zA-Z0-9@:%._+~#=]{1,256}\.[a-zA-Z0-9()]{1,6}\b/.test(url);
}

/** The MIME type of a direct source from its extension (or data: URL), for `<source type>`. */
export function sourceType(url: string): string | undefined {
  const data = /^data:(video\/[a-z0-9.+-]+)[;,]/i.exec(url);
  if (data) return data[1]?.toLowerCase();
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  return ext === 'webm'
    ? 'video/webm'
    : ext === 'mp4'
      ? 'video/mp4'
      : ext === 'm3u8'
        ? 'application/x-mpegURL'
        : undefined;
}

/** `16:9` → `16 / 9`, for CSS `aspect-ratio`. */
export function cssAspectRatio(ratio: PlayerSettings['aspectRatio']): string {
  return ratio.replace(':', ' / ');
}

/**
 * Options of `cloudinary-video-player` that keep it offline (../shared/toolchain.md): the
 * page's font (`fontFace: 'inherit'`, no Google Fonts), no usage report and no Cloudinary
 * analytics, no seek thumbnails (sprite `.vtt`), no fetched player config (`videoConfig: false`),
 * no Cloudinary logo link; plus the block's settings. `autoplay` stays off here: the island calls
 * `play()` itself, so an autoplay refusal can be caught and logged (spec 3 §8). An autoplaying
 * video is muted (browsers refuse sound without a gesture).
 * @param settings the block's `playerSettings`
 * @param cloudName the asset's Cloudinary cloud name
 * @param poster a local poster URL (an explicit string, so no poster is requested from Cloudinary)
 */
export function offlinePlayerOptions(
  settings: PlayerSettings,
  cloudName: string,
  poster: string | undefined,
) {
  return {
    cloudName,
    fontFace: 'inherit',
    allowUsageReport: false,
    cloudinaryAnalytics: false,
    seekThumbnails: false,
    videoConfig: false,
    showLogo: false,
    hideContextMenu: true,
    fluid: true,
    autoplay: false,
    controls: settings.controls,
    loop: settings.loop,
    muted: settings.muted || settings.autoplay,
    aspectRatio: settings.aspectRatio,
    ...(poster ? { poster } : {}),
  } as const;
}

/** A chapter start for its label: `75` → `1:15`, `3725` → `1:02:05`. */
export function formatTimestamp(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
