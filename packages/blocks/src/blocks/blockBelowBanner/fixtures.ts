import { demoMedia, demoTargets, demoTracking, demoVideo } from '../_banner/fixtures';

const below = (id: string, fields: Record<string, unknown>) =>
  ({ type: 'blockBelowBanner', id, fields }) as const;

/** CMS JSON of `blockBelowBanner` blocks: every field, the minimum, invalid, one per look. */
export const blockBelowBannerFixtures = {
  valid: below('below-valid', {
    overline: 'Repair programme',
    title: 'Resoled, not replaced',
    subtitle: 'Send us your worn boots; we send them back ready for another thousand miles.',
    richText: '<p>Free for members, <strong>$45</strong> for everyone else.</p>',
    media: demoMedia('forest'),
    mediaTarget: { url: '/repair', target: '_self' },
    captionText: 'Workshop, Annecy',
    captionPosition: 'bottom',
    targets: demoTargets,
    richTextBelowTargets:
      '<p>Up to 4 weeks. <a href="/help/returns/how-to-return">How it works</a></p>',
    promotionTracking: demoTracking,
    gradientStyle: 'off',
    alignments: { sm: 'left', lg: 'center' },
  }),
  inverse: below('below-inverse', {
    title: 'Dark block below',
    subtitle: 'Background colour surfaceInverse; secondary CTA outlined.',
    media: demoMedia('snow'),
    backgroundColor: 'surfaceInverse',
    gradientStyle: 'off',
    targets: demoTargets,
    titleColor: 'inverse',
  }),
  video: below('below-video', {
    title: 'Behind the seams',
    media: { sm: demoVideo(false), lg: demoMedia('dusk').lg },
    gradientStyle: 'off',
  }),
  minimal: below('below-minimal', { title: 'Block below' }),
  invalid: below('below-invalid', { titleH1: true }),
} as const;
