import type { InStoreSession } from '@storefront/api-contract';
import { storyTranslator } from '../../messages/labelsIn';
import {
  agentLoginLabelsFrom,
  associateStripLabelsFrom,
  employeeSpendLabelsFrom,
  employeeTermsLabelsFrom,
  priceAdjustmentLabelsFrom,
} from './labels';

/** The seeded associate session of the stories (Denver Flagship store, employee Evan Park). */
export const storySession: InStoreSession = {
  storeId: '0101',
  storeName: 'Alpine Denver Flagship',
  storeEmployeeId: 'E0101-2',
  storeEmployeeName: 'Evan Park',
};

/**
 * The associate labels of a language, from the catalogues (stories only: it imports both
 * languages' catalogues, so application code never imports it).
 */
export function associateLabelsIn(language: 'en' | 'fr') {
  const t = storyTranslator(language, 'associate');
  return {
    login: agentLoginLabelsFrom(t, language),
    strip: associateStripLabelsFrom(t, storySession),
    terms: employeeTermsLabelsFrom(t),
    spend: employeeSpendLabelsFrom(t),
    priceAdjustment: priceAdjustmentLabelsFrom(t),
  };
}
