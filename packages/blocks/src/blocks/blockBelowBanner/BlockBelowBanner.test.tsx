import * as banner from '../_banner/Banner.css';
import { bannerContractTests, renderBanner } from '../_banner/testing';
import { blockBelowBannerFixtures as fx } from './fixtures';
import { blockBelowBannerBlock } from './index';
import { blockBelowBannerSchema } from './schema';

bannerContractTests({
  block: blockBelowBannerBlock,
  schema: blockBelowBannerSchema,
  fixtures: fx,
  defaultBackground: 'surface',
  invalidPaths: ['title'],
});

describe('BlockBelowBanner', () => {
  it('shows the video layer on sm/md only and the lg image on lg only', () => {
    const { container } = renderBanner(blockBelowBannerBlock, fx.video);
    const layers = container.querySelectorAll(`.${banner.contents}`);
    expect(layers).toHaveLength(2);
    expect(layers[0]?.querySelector('video')).not.toBeNull();
    expect(layers[0]?.className).toContain(banner.hideOn.lg);
    expect(layers[1]?.className).toContain(banner.hideOn.sm);
    expect(layers[1]?.className).toContain(banner.hideOn.md);
  });
});
