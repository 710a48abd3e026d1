/** Interface text of the video block, in English and French. */
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

const en: VideoLabels = {
  play: 'Play video',
  loading: 'Loading video…',
  chapters: 'Chapters',
  playFrom: 'Play from',
  transcript: 'Transcript',
  video: 'Video',
};

const fr: VideoLabels = {
  play: 'Lire la vidéo',
  loading: 'Chargement de la vidéo…',
  chapters: 'Chapitres',
  playFrom: 'Lire à partir de',
  transcript: 'Transcription',
  video: 'Vidéo',
};

/** The video's labels for a BCP 47 locale tag (English unless the language is French). */
export function videoLabels(localeTag: string): VideoLabels {
  return localeTag.toLowerCase().startsWith('fr') ? fr : en;
}
