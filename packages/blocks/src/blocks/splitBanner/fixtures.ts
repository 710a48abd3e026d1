import { demoAsset, demoLandscape, demoTargets, demoTracking } from '../_banner/fixtures';

const split = (id: string, fields: Record<string, unknown>) =>
  ({ type: 'splitBanner', id, fields }) as const;

const base = {
  overline: 'Made to be repaired',
  title: 'The last jacket you buy',
  subtitle: 'Recycled shell, replaceable zips, a lifetime of free repairs.',
  media: { sm: demoAsset(1200, 900, 'A hiker in a red shell jacket on a ridge', 'dusk') },
  targets: demoTargets,
};

/** CMS JSON of `splitBanner` blocks: every field, the minimum, invalid, one per layout. */
export const splitBannerFixtures = {
  valid: split('split-valid', {
    ...base,
    imageWidth: 50,
    verticalAlignment: 'middle',
    alignmentLarge: 'imageLeft',
    captionText: 'Shell jacket, colour Ember',
    promotionTracking: demoTracking,
    backgroundColor: 'surfaceMuted',
  }),
  width60: split('split-60', { ...base, title: 'Image width 60%', imageWidth: 60 }),
  width40: split('split-40', { ...base, title: 'Image width 40%', imageWidth: '40' }),
  top: split('split-top', { ...base, title: 'Text at the top', verticalAlignment: 'top' }),
  bottom: split('split-bottom', {
    ...base,
    title: 'Text at the bottom',
    verticalAlignment: 'bottom',
  }),
  imageRight: split('split-right', {
    ...base,
    title: 'Image on the right',
    alignmentLarge: 'imageRight',
    backgroundColor: 'surfaceInverse',
  }),
  threeImages: split('split-three', {
    ...base,
    title: 'Three images',
    alignmentLarge: 'threeImagesLeft',
    imageWidth: 60,
    mediaList: [
      demoLandscape('forest', 'Close-up of a replaceable zip'),
      demoLandscape('night', 'The repair workshop'),
    ],
  }),
  threeImagesRight: split('split-three-right', {
    ...base,
    title: 'Three images on the right',
    alignmentLarge: 'threeImagesRight',
    mediaList: [demoLandscape('snow'), demoLandscape('forest')],
    backgroundColor: 'primary',
  }),
  minimal: split('split-minimal', { title: 'Split banner' }),
  invalid: split('split-invalid', {
    title: 'Bad split',
    imageWidth: 70,
    targets: [{ text: 'No url' }],
  }),
} as const;
