/** Words of the banner's video control per language (English unless the language has its own). */
export interface BannerLabels {
  play: string;
  pause: string;
}

const labels: Record<string, BannerLabels> = {
  en: { play: 'Play video', pause: 'Pause video' },
  fr: { play: 'Lire la vidéo', pause: 'Mettre la vidéo en pause' },
};

/** The banner labels for a BCP 47 locale tag (e.g. `fr-CA` → French). */
export function bannerLabels(localeTag: string): BannerLabels {
  const language = localeTag.split('-')[0]?.toLowerCase() ?? 'en';
  return labels[language] ?? (labels.en as BannerLabels);
}
