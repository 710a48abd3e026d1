import { demoMedia, demoProductMedia, demoTracking } from '../_banner/fixtures';

const hpo = (id: string, fields: Record<string, unknown>) =>
  ({ type: 'heroProductOverlayBanner', id, fields }) as const;

/** CMS JSON of `heroProductOverlayBanner` blocks: every field, minimum, invalid, per look. */
export const heroProductOverlayBannerFixtures = {
  valid: hpo('hpo-valid', {
    eyebrowText: 'Just landed',
    title: 'Summit Boot GTX',
    titleH1: true,
    subtitle: 'Waterproof, resoleable, 1,100 g the pair.',
    media: demoMedia('night'),
    mediaList: [demoProductMedia('Summit Boot GTX in Moss, side view')],
    targets: [{ text: 'Shop the boot', url: '/p/summit-boot-SB24000001', target: '_self' }],
    gradientStyle: 'full',
    promotionTracking: demoTracking,
    isFullWidth: true,
  }),
  productLeft: hpo('hpo-left', {
    title: 'Text right, product left',
    media: demoMedia('forest'),
    mediaList: [demoProductMedia('Ridge Runner trail shoe', '#e9e4da')],
    alignments: { sm: 'center', md: 'right' },
    gradientStyle: 'focused',
    targets: [{ text: 'Shop now', url: '/p/ridge-runner-RR24000001', target: '_self' }],
  }),
  minimal: hpo('hpo-minimal', { title: 'Hero product overlay' }),
  invalid: hpo('hpo-invalid', {
    title: 'Bad product media',
    mediaList: [{ sm: { url: '/x.svg', width: -1, height: 10 } }],
  }),
} as const;
