export { ConsentActions } from './ConsentActions.client';
export { ConsentBanner, type ConsentBannerProps } from './ConsentBanner';
export { ConsentSettingsLink, type ConsentSettingsLinkProps } from './ConsentSettingsLink.client';
export { type ConsentLabels, consentLabelsFrom } from './consentLabels';
export {
  consentAnsweredAttribute,
  consentAnsweredScript,
  consentRequiredAttribute,
} from './consentScript';
