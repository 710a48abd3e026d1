import { screen } from '@testing-library/react';
import { bannerContractTests, renderBanner } from '../_banner/testing';
import { overlayBannerFixtures as fx } from './fixtures';
import { overlayBannerBlock } from './index';
import { overlayBannerSchema } from './schema';

bannerContractTests({
  block: overlayBannerBlock,
  schema: overlayBannerSchema,
  fixtures: fx,
  defaultBackground: 'surfaceInverse',
  invalidPaths: ['title', 'media.sm'],
});

describe('OverlayBanner', () => {
  it('links the media to mediaTarget and shows the caption', () => {
    renderBanner(overlayBannerBlock, fx.valid);
    expect(screen.getByRole('link', { name: 'Lighter on the climbs' }).getAttribute('href')).toBe(
      '/p/ridge-runner-RR24000001',
    );
    expect(screen.getByText('Ridge Runner, colour Moss')).toBeTruthy();
  });
});
