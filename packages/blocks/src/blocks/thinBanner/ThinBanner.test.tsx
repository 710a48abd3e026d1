import { screen } from '@testing-library/react';
import { bannerContractTests, renderBanner } from '../_banner/testing';
import { thinBannerFixtures as fx } from './fixtures';
import { thinBannerBlock } from './index';
import { thinBannerSchema } from './schema';

bannerContractTests({
  block: thinBannerBlock,
  schema: thinBannerSchema,
  fixtures: fx,
  defaultBackground: 'surfaceMuted',
  invalidPaths: ['targets.0.text'],
});

describe('ThinBanner', () => {
  it('hides the buttons with linkType No-CTA', () => {
    renderBanner(thinBannerBlock, fx.noCta);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders every CTA as full-width buttons of one grid with equalTargetSize', () => {
    renderBanner(thinBannerBlock, fx.onMedia);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]?.parentElement).toBe(links[1]?.parentElement);
  });
});
