import type { BlockServices } from '../../services/types';
import { blockWords } from '../../services/words';

/** Interface text of the video block (`blocks` namespace, `video.*`). */
export interface VideoLabels {
  /** The play button's accessible name, e.g. `Play video: Trail Days`. */
  play: string;
  loading: string;
  chapters: string;
  /** A chapter button's accessible name prefix, e.g. `Play from 1:15`. */
  playFrom: string;
  transcript: string;
  video: string;
}

/** The video's labels in the services' language (the host's words over the English defaults). */
export function videoLabels(services: Pick<BlockServices, 'locale' | 'messages'>): VideoLabels {
  const t = blockWords(services);
  return {
    play: t('video.play'),
    loading: t('video.loading'),
    chapters: t('video.chapters'),
    playFrom: t('video.playFrom'),
    transcript: t('video.transcript'),
    video: t('video.video'),
  };
}
