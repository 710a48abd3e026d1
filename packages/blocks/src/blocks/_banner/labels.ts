import type { BlockServices } from '../../services/types';
import { blockWords } from '../../services/words';

/** Words of the banner's video control (`blocks` namespace, `banner.*`). */
export interface BannerLabels {
  play: string;
  pause: string;
}

/** The banner labels in the services' language (the host's words over the English defaults). */
export function bannerLabels(services: Pick<BlockServices, 'locale' | 'messages'>): BannerLabels {
  const t = blockWords(services);
  return { play: t('banner.play'), pause: t('banner.pause') };
}
