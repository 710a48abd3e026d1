import { createTranslator } from 'use-intl';
import { describe, expect, it } from 'vitest';
import { commerceMessages } from '../../messages';
import type { Translate } from '../../messages/translate';
import { enrollmentLabelsFrom } from './labels';

const t = (language: 'en' | 'fr') =>
  createTranslator({
    locale: language,
    messages: commerceMessages[language],
    namespace: 'enrollment',
  }) as unknown as Translate;

describe("the loyalty texts count points in the site's currency", () => {
  it('pounds on the UK site, dollars in North America, euros where the site sells in euros', () => {
    expect(enrollmentLabelsFrom(t('en'), 'en', 'GBP').loyalty.intro).toContain('per pound');
    expect(enrollmentLabelsFrom(t('en'), 'en', 'USD').loyalty.intro).toContain('per dollar');
    expect(enrollmentLabelsFrom(t('en'), 'en', 'CAD').loyalty.intro).toContain('per dollar');
    expect(enrollmentLabelsFrom(t('en'), 'en', 'EUR').loyalty.intro).toContain('per euro');
    expect(enrollmentLabelsFrom(t('fr'), 'fr', 'CAD').loyalty.intro).toContain('par dollar');
    expect(enrollmentLabelsFrom(t('fr'), 'fr', 'EUR').loyalty.intro).toContain('par euro');
  });
});
