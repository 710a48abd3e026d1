'use client';

import { IconButton } from '@storefront/ui';
import { useEffect, useRef, useState } from 'react';
import * as styles from './Banner.css';

/** Props of {@link BannerVideo}: serialisable only (it is a client island). */
export interface BannerVideoProps {
  sources: { url: string; mimeType: string }[];
  /** Accessible name of the video; without it the video is decorative (`aria-hidden`). */
  title?: string;
  /** Start playing on load, unless the shopper prefers reduced motion. */
  autoplay: boolean;
  loop: boolean;
  labels: { play: string; pause: string };
}

/**
 * The banner's video island (spec 3 §3 media "video"): a native muted, inline `<video>` with
 * local sources (`preload="none"`: nothing loads until it plays) laid over the server-rendered
 * poster image, plus a play/pause button. Autoplay only when `prefers-reduced-motion` is not
 * `reduce`. The only client JavaScript a banner ships; the video block has the Cloudinary player.
 */
export function BannerVideo({ sources, title, autoplay, loop, labels }: BannerVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video || !autoplay) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    if (!reduced) {
      video.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    }
  }, [autoplay]);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (playing) {
      video.pause();
      setPlaying(false);
    } else {
      video.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    }
  };

  return (
    <>
      <video
        ref={ref}
        className={styles.video}
        data-playing={playing}
        muted
        playsInline
        loop={loop}
        preload="none"
        aria-label={title}
        aria-hidden={title ? undefined : true}
        onEnded={() => setPlaying(false)}
      >
        {sources.map((source) => (
          <source key={source.url} src={source.url} type={source.mimeType} />
        ))}
      </video>
      <IconButton
        className={styles.videoControl}
        label={playing ? labels.pause : labels.play}
        icon={playing ? 'pause' : 'play'}
        variant="inverse"
        size="md"
        onClick={toggle}
      />
    </>
  );
}
