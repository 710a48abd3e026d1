import { Stack } from '@storefront/ui';
import type { BlockProps } from '../../registry/registry';
import { VideoPlayer } from './islands.client';
import { videoLabels } from './labels';
import type { VideoFields } from './schema';
import * as styles from './Video.css';

/**
 * The video block (spec 3 §3 "Other blocks: video", §8). A server component:
 * a figure with the island (a frame that reserves the `playerSettings.aspectRatio` box, the
 * sized poster and a real play button; the chapters as a list that seeks), the title as its
 * caption, and each transcript as text in a `<details>` (readable without playing, and without
 * JavaScript). The Cloudinary player loads only on play or, with autoplay, on scrolling into
 * view (see `VideoPlayer`).
 */
export function Video({ fields, id, type, services }: BlockProps<VideoFields>) {
  const labels = videoLabels(services);
  const title = fields.title ?? labels.video;
  const { poster } = fields;
  return (
    <Stack as="figure" gap="sm" className={styles.root} data-block-type={type} data-block-id={id}>
      <VideoPlayer
        cloudName={fields.cloudinaryAsset.cloudName}
        publicId={fields.cloudinaryAsset.publicId}
        title={title}
        tracks={fields.tracks}
        settings={fields.playerSettings}
        chapters={fields.chapters}
        labels={labels}
        {...(poster
          ? { poster: { url: poster.url, width: poster.width, height: poster.height } }
          : {})}
      />
      {fields.title ? <figcaption className={styles.title}>{fields.title}</figcaption> : null}
      {fields.transcripts.map((transcript) => (
        <details key={transcript.language} className={styles.transcript} lang={transcript.language}>
          <summary className={styles.transcriptSummary}>
            {labels.transcript}: {transcript.label}
          </summary>
          <p className={styles.transcriptText}>{transcript.text}</p>
        </details>
      ))}
    </Stack>
  );
}
