'use client';

import { useMemo } from 'react';
import { useTranslations } from 'use-intl';
import {
  type EmployeeTermsLabels,
  employeeTermsLabelsFrom,
  type PriceAdjustmentLabels,
  priceAdjustmentLabelsFrom,
} from './labels';

/**
 * {@link PriceAdjustmentLabels} of the `associate` namespace of the nearest provider (or `own`):
 * the provider must hold `associate` (the storefront adds it to an island only for an
 * associate session).
 */
export function usePriceAdjustmentLabels(own?: PriceAdjustmentLabels): PriceAdjustmentLabels {
  const t = useTranslations('associate');
  return useMemo(() => own ?? priceAdjustmentLabelsFrom(t), [own, t]);
}

/** {@link EmployeeTermsLabels} of the `associate` namespace (or `own`). */
export function useEmployeeTermsLabels(own?: EmployeeTermsLabels): EmployeeTermsLabels {
  const t = useTranslations('associate');
  return useMemo(() => own ?? employeeTermsLabelsFrom(t), [own, t]);
}
