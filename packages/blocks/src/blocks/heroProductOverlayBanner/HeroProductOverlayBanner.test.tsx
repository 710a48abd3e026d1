import { screen } from '@testing-library/react';
import { bannerContractTests, renderBanner } from '../_banner/testing';
import { heroProductOverlayBannerFixtures as fx } from './fixtures';
import * as styles from './HeroProductOverlayBanner.css';
import { heroProductOverlayBannerBlock } from './index';
import { heroProductOverlayBannerSchema } from './schema';

bannerContractTests({
  block: heroProductOverlayBannerBlock,
  schema: heroProductOverlayBannerSchema,
  fixtures: fx,
  defaultBackground: 'surfaceInverse',
  invalidPaths: ['mediaList.0.sm.width'],
});

describe('HeroProductOverlayBanner', () => {
  it('lays the product image opposite the lg alignment', () => {
    renderBanner(heroProductOverlayBannerBlock, fx.productLeft);
    const product = screen.getByRole('img', { name: 'Ridge Runner trail shoe' });
    expect(product.closest(`.${styles.productSide.start}`)).not.toBeNull();
  });

  it('puts the product on the end side for left-aligned text', () => {
    renderBanner(heroProductOverlayBannerBlock, fx.valid);
    const product = screen.getByRole('img', { name: 'Summit Boot GTX in Moss, side view' });
    expect(product.closest(`.${styles.productSide.end}`)).not.toBeNull();
  });
});
