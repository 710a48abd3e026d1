import { demoMedia, demoTargets, demoTracking } from '../_banner/fixtures';

const hbb = (id: string, fields: Record<string, unknown>) =>
  ({ type: 'heroBlockBelowBanner', id, fields }) as const;

/** CMS JSON of `heroBlockBelowBanner` blocks: every field, the minimum, invalid, one per look. */
export const heroBlockBelowBannerFixtures = {
  valid: hbb('hbb-valid', {
    overline: 'New in',
    title: 'Built for the long way round',
    titleH1: true,
    subtitle: 'Below the photo on phones, over it from tablets up.',
    media: demoMedia('dusk'),
    targets: demoTargets,
    gradientStyle: 'focused',
    promotionTracking: demoTracking,
    isFullWidth: true,
  }),
  lightTone: hbb('hbb-light', {
    title: 'Light tone',
    subtitle: 'The block below takes the light surface; dark text throughout.',
    media: demoMedia('snow'),
    gradientTone: 'light',
    gradientStyle: 'full',
    alignment: 'center',
    targets: demoTargets.slice(0, 1),
  }),
  minimal: hbb('hbb-minimal', { title: 'Hero block below' }),
  invalid: hbb('hbb-invalid', {
    title: 'Media without size',
    media: { sm: { url: '/x.svg' } },
  }),
} as const;
