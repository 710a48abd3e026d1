import * as banner from '../_banner/Banner.css';
import { bannerContractTests, renderBanner } from '../_banner/testing';
import { heroBlockBelowBannerFixtures as fx } from './fixtures';
import { heroBlockBelowBannerBlock } from './index';
import { heroBlockBelowBannerSchema } from './schema';

bannerContractTests({
  block: heroBlockBelowBannerBlock,
  schema: heroBlockBelowBannerSchema,
  fixtures: fx,
  defaultBackground: 'surfaceInverse',
  invalidPaths: ['media.sm'],
});

describe('HeroBlockBelowBanner', () => {
  it('never draws the gradient on sm, and loads the media with priority', () => {
    const { container } = renderBanner(heroBlockBelowBannerBlock, fx.valid);
    const scrim = container.querySelector(`.${banner.gradient.focused.split(' ').join('.')}`);
    expect(scrim?.className).toContain(banner.hideOn.sm);
    expect(scrim?.className).not.toContain(banner.hideOn.md);
    expect(container.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });
});
