'use client';

import { cloudinaryUrl, Icon, Stack } from '@storefront/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlockServices } from '../../services/context.client';
import type { VideoLabels } from './labels';
import {
  cssAspectRatio,
  formatTimestamp,
  isDirectSource,
  isPlayerRawUrl,
  offlinePlayerOptions,
  sourceType,
} from './playerOptions';
import type { PlayerSettings, VideoFields } from './schema';
import * as styles from './Video.css';

/** Props of {@link VideoPlayer}: serialisable only (it is a client island). */
export interface VideoPlayerProps {
  cloudName: string;
  publicId: string;
  /** The video's name, for the play button and the player. */
  title: string;
  poster?: { url: string; width: number; height: number };
  tracks: VideoFields['tracks'];
  settings: PlayerSettings;
  chapters: VideoFields['chapters'];
  labels: VideoLabels;
}

/** Where the island is: the poster, loading the player, or the player in place. */
export type VideoStage = 'poster' | 'loading' | 'player';

/** The part of cloudinary-video-player's `VideoPlayer` the island uses. */
interface CloudinaryPlayer {
  source?(publicId: string, options?: object): unknown;
  dispose?(): void;
  /** The underlying video.js player. */
  videojs?: {
    src(source: { src: string; type?: string }): void;
    addRemoteTextTrack(
      track: { kind: string; label: string; srclang: string; src: string; default: boolean },
      manualCleanup: boolean,
    ): unknown;
  };
}

/** A source for logs: a `data:` URL is cut to its type. */
const logSource = (publicId: string) =>
  publicId.startsWith('data:') ? `${publicId.slice(0, publicId.indexOf(';'))};…` : publicId;

/**
 * The video island (spec 3 §3 video, §8 "Video autoplay failure … only logged"). Until the shopper
 * plays it — or, with `playerSettings.autoplay`, until it scrolls into view (not under
 * `prefers-reduced-motion`) — it is only the sized poster and a real play button: 0 bytes of player
 * JavaScript or CSS. Then it imports `cloudinary-video-player` and its CSS (dynamic `import()`: a
 * separate chunk), creates the player offline (see `offlinePlayerOptions`) on a `<video>` it builds
 * itself, gives it the source (an http(s) URL as the player's raw source, a `data:` or local URL
 * through video.js, else the Cloudinary public id) and the text `tracks`, and plays; a refused play
 * is only logged. A failed load is logged and leaves the poster, so the shopper can try again.
 * Chapters seek the video (loading the player first when needed).
 */
export function VideoPlayer({
  cloudName,
  publicId,
  title,
  poster,
  tracks,
  settings,
  chapters,
  labels,
}: VideoPlayerProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const playerRef = useRef<CloudinaryPlayer | null>(null);
  const pendingSeek = useRef<number | null>(null);
  const started = useRef(false);
  const [stage, setStage] = useState<VideoStage>('poster');
  const { log } = useBlockServices();

  const play = useCallback(
    (video: HTMLVideoElement, reason: 'click' | 'autoplay' | 'chapter') => {
      if (pendingSeek.current !== null) {
        video.currentTime = pendingSeek.current;
        pendingSeek.current = null;
      }
      video.play().catch((error: unknown) =>
        log({
          level: 'warn',
          event: 'video.playRefused',
          error,
          fields: { reason, publicId: logSource(publicId) },
        }),
      );
    },
    [publicId, log],
  );

  const start = useCallback(
    async (reason: 'click' | 'autoplay' | 'chapter') => {
      if (started.current) return;
      started.current = true;
      setStage('loading');
      try {
        const [player] = await Promise.all([
          import('cloudinary-video-player'),
          import('cloudinary-video-player/cld-video-player.min.css'),
        ]);
        const host = hostRef.current;
        if (!host) return;
        const video = document.createElement('video');
        video.className = 'cld-video-player';
        video.playsInline = true;
        video.setAttribute('aria-label', title);
        host.append(video);
        videoRef.current = video;
        const options = offlinePlayerOptions(settings, cloudName, poster?.url);
        // `player()` resolves to the real VideoPlayer (no lazy stub: `lazy` is not set); the
        // library accepts the element itself where its types say an id. The element has no
        // <source> yet: video.js then creates its tech at once (a <source> child makes it async,
        // which the Cloudinary wrapper does not expect).
        const instance = (await player.player(
          video as unknown as string,
          options,
        )) as unknown as CloudinaryPlayer;
        if (!video.isConnected) {
          instance.dispose?.();
          return;
        }
        const vjs = instance.videojs;
        if (isDirectSource(publicId)) {
          const url = new URL(publicId, window.location.href).href;
          const type = sourceType(publicId);
          if (isPlayerRawUrl(url)) {
            // The Cloudinary player plays an http(s) URL as is.
            instance.source?.(url, type ? { sourceTypes: [type.replace('video/', '')] } : {});
          } else {
            // data: URLs and hosts without a dot (localhost): straight to video.js.
            vjs?.src(type ? { src: url, type } : { src: url });
          }
        } else {
          instance.source?.(publicId, poster ? { poster: poster.url } : {});
        }
        for (const track of tracks) {
          vjs?.addRemoteTextTrack(
            {
              kind: track.kind,
              label: track.label,
              srclang: track.language,
              src: track.url,
              default: track.default,
            },
            false,
          );
        }
        play(video, reason);
        playerRef.current = instance;
        setStage('player');
      } catch (error) {
        videoRef.current?.remove();
        videoRef.current = null;
        started.current = false;
        setStage('poster');
        log({
          level: 'warn',
          event: 'video.loadFailed',
          error,
          fields: { publicId: logSource(publicId) },
        });
      }
    },
    [cloudName, publicId, poster, settings, title, tracks, play, log],
  );

  useEffect(() => {
    const frame = frameRef.current;
    if (!settings.autoplay || !frame || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void start('autoplay');
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [settings.autoplay, start]);

  useEffect(
    () => () => {
      playerRef.current?.dispose?.();
      playerRef.current = null;
    },
    [],
  );

  const seek = (seconds: number) => {
    const video = videoRef.current;
    if (video && stage === 'player') {
      video.currentTime = seconds;
      play(video, 'chapter');
      return;
    }
    pendingSeek.current = seconds;
    void start('chapter');
  };

  return (
    <>
      <div
        ref={frameRef}
        className={styles.frame}
        style={{ aspectRatio: cssAspectRatio(settings.aspectRatio) }}
        data-video-stage={stage}
      >
        {poster && stage !== 'player' ? (
          // A plain img: the frame reserves the box, the poster fills it (no layout shift).
          <img
            className={styles.poster}
            src={cloudinaryUrl(poster.url, { width: poster.width }) || undefined}
            width={poster.width}
            height={poster.height}
            alt=""
            decoding="async"
          />
        ) : null}
        <div ref={hostRef} className={styles.host} />
        {stage !== 'player' ? (
          <button
            type="button"
            className={styles.play}
            aria-label={`${labels.play}: ${title}`}
            aria-busy={stage === 'loading'}
            disabled={stage === 'loading'}
            onClick={() => void start('click')}
          >
            <Icon name="play" size="xl" />
          </button>
        ) : null}
        {stage === 'loading' ? (
          <span className={styles.status} role="status">
            {labels.loading}
          </span>
        ) : null}
      </div>
      {chapters.length > 0 ? (
        <Stack as="nav" gap="xs" aria-label={`${labels.chapters}: ${title}`}>
          <ol className={styles.chapterList}>
            {chapters.map((chapter) => (
              <li key={`${chapter.startTime}|${chapter.title}`}>
                <button
                  type="button"
                  className={styles.chapter}
                  data-start-time={chapter.startTime}
                  onClick={() => seek(chapter.startTime)}
                >
                  <span className={styles.timestamp}>{formatTimestamp(chapter.startTime)}</span>
                  {chapter.title}
                </button>
              </li>
            ))}
          </ol>
        </Stack>
      ) : null}
    </>
  );
}
