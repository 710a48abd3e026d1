import { demoAsset, demoMedia, demoTracking } from '../_banner/fixtures';

const image = (id: string, fields: Record<string, unknown>) =>
  ({ type: 'imageBanner', id, fields }) as const;

/** CMS JSON of `imageBanner` blocks: every field, the minimum, invalid, one per look. */
export const imageBannerFixtures = {
  valid: image('image-valid', {
    eyebrowText: 'Field notes',
    title: 'Three days on the Haute Route',
    subtitle: 'What we packed, and what we wished we had.',
    media: demoMedia('night'),
    mediaTarget: { url: '/stories/haute-route', target: '_self' },
    targets: [{ text: 'Read the story', url: '/stories/haute-route', target: '_self' }],
    gradientStyle: 'focused',
    captionText: 'Day two, above Arolla',
    captionPosition: 'top',
    captionStyle: 'plain',
    captionColor: 'inverse',
    promotionTracking: demoTracking,
    isFullWidth: true,
  }),
  hiddenTitle: image('image-hidden-title', {
    title: 'Packing list',
    hideTitle: true,
    media: { sm: demoAsset(1200, 500, 'Gear laid out on a wooden floor', 'forest') },
    mediaTarget: { url: '/stories/packing-list', target: '_self' },
    gradientStyle: 'off',
  }),
  captionOff: image('image-caption-off', {
    title: 'Caption switched off',
    media: demoMedia('dusk'),
    captionText: 'Not shown',
    captionPosition: 'off',
    titleStyle: 'md',
  }),
  minimal: image('image-minimal', { title: 'Image banner' }),
  invalid: image('image-invalid', {
    title: 'Bad media target',
    mediaTarget: { url: 'javascript:alert(1)' },
  }),
} as const;
