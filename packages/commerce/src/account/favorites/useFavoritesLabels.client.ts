'use client';

import { useMemo } from 'react';
import { useTranslations } from 'use-intl';
import { type FavoritesLabels, favoritesLabelsFrom } from './labels';

/** {@link FavoritesLabels} of the `favorites` namespace of the nearest provider (or `own`). */
export function useFavoritesLabels(own?: FavoritesLabels): FavoritesLabels {
  const t = useTranslations('favorites');
  return useMemo(() => own ?? favoritesLabelsFrom(t), [own, t]);
}
