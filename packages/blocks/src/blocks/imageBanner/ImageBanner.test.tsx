import { screen } from '@testing-library/react';
import { bannerContractTests, renderBanner } from '../_banner/testing';
import { imageBannerFixtures as fx } from './fixtures';
import { imageBannerBlock } from './index';
import { imageBannerSchema } from './schema';

bannerContractTests({
  block: imageBannerBlock,
  schema: imageBannerSchema,
  fixtures: fx,
  defaultBackground: 'surfaceInverse',
  invalidPaths: ['mediaTarget.url'],
});

describe('ImageBanner', () => {
  it('keeps a hidden title for screen readers and the image alt text', () => {
    renderBanner(imageBannerBlock, fx.hiddenTitle);
    expect(screen.getByRole('heading', { name: 'Packing list' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Gear laid out on a wooden floor' })).toBeTruthy();
  });

  it('does not show a caption whose position is off', () => {
    renderBanner(imageBannerBlock, fx.captionOff);
    expect(screen.queryByText('Not shown')).toBeNull();
  });
});
