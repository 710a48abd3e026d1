import { defineBlock } from '../../registry/registry';
import { BenefitBar } from './BenefitBar';
import { benefitBarSchema } from './schema';

/** Registry entry of the `benefitBar` block (spec 3 §3, §4, §9 "Benefit bar"). */
export const benefitBarBlock = defineBlock({
  type: 'benefitBar',
  schema: benefitBarSchema,
  Component: BenefitBar,
});

export { BenefitBar, benefitBarCloseLabel } from './BenefitBar';
export { BenefitBarClosedScript } from './BenefitBarClosedScript';
export {
  benefitBarStorageKey,
  closedAttribute as benefitBarClosedAttribute,
  readBenefitBarClosed,
  writeBenefitBarClosed,
} from './closedFlag';
export { benefitBarFixtures } from './fixtures';
export {
  countryOfLocale,
  freeShippingHiddenCountries,
  hidesFreeShipping,
  visibleBenefits,
} from './freeShipping';
export {
  type BenefitBarFields,
  type BenefitTarget,
  benefitBarAlignments,
  benefitBarSchema,
  benefitTargetSchema,
  benefitTypes,
} from './schema';
