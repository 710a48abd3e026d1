import { demoMedia, demoTargets, demoTracking, demoVideo } from '../_banner/fixtures';

const overlay = (id: string, fields: Record<string, unknown>) =>
  ({ type: 'overlayBanner', id, fields }) as const;

/** CMS JSON of `overlayBanner` blocks: every field, the minimum, invalid, one per look. */
export const overlayBannerFixtures = {
  valid: overlay('overlay-valid', {
    overline: 'Trail running',
    title: 'Lighter on the climbs',
    subtitle: 'The new Ridge Runner weighs 240 g and grips like a goat.',
    media: demoMedia('forest'),
    mediaTarget: { url: '/p/ridge-runner-RR24000001', target: '_self' },
    targets: demoTargets,
    alignments: { sm: 'left', md: 'right' },
    overlayWidth: 'sm',
    gradientStyle: 'focused',
    captionText: 'Ridge Runner, colour Moss',
    captionPosition: 'bottom',
    promotionTracking: demoTracking,
    bottomMargins: 'lg',
  }),
  backdrop: overlay('overlay-backdrop', {
    title: 'Text on a backdrop',
    subtitle: 'A light panel keeps the text readable over any photo.',
    media: demoMedia('snow'),
    gradientStyle: 'off',
    gradientTone: 'light',
    backdrop: true,
    alignment: 'center',
    overlayWidth: 'md',
    targets: demoTargets.slice(0, 1),
  }),
  overlayWidthXs: overlay('overlay-xs', {
    title: 'Overlay width xs',
    subtitle: 'The narrowest text box.',
    media: demoMedia('night'),
    overlayWidth: 'xs',
    backdrop: true,
  }),
  overlayWidthLg: overlay('overlay-lg', {
    title: 'Overlay width lg: the widest text box for longer headlines',
    media: demoMedia('dusk'),
    overlayWidth: 'lg',
    gradientStyle: 'full',
  }),
  video: overlay('overlay-video', {
    title: 'Night moves',
    media: { sm: demoVideo(true) },
    gradientStyle: 'full',
  }),
  minimal: overlay('overlay-minimal', { title: 'Overlay' }),
  invalid: overlay('overlay-invalid', {
    title: '',
    media: { md: { url: '/x.svg', width: 10, height: 10 } },
  }),
} as const;
