import { screen } from '@testing-library/react';
import { bannerContractTests, renderBanner } from '../_banner/testing';
import { splitBannerFixtures as fx } from './fixtures';
import { splitBannerBlock } from './index';
import * as styles from './SplitBanner.css';
import { splitBannerSchema } from './schema';

bannerContractTests({
  block: splitBannerBlock,
  schema: splitBannerSchema,
  fixtures: fx,
  defaultBackground: 'surfaceMuted',
  invalidPaths: ['targets.0.url'],
});

describe('splitBanner schema', () => {
  it('reads imageWidth as number or string and falls back to 50', () => {
    expect(splitBannerSchema.parse(fx.width60.fields).imageWidth).toBe('60');
    expect(splitBannerSchema.parse(fx.width40.fields).imageWidth).toBe('40');
    expect(splitBannerSchema.parse({ title: 'x', imageWidth: 70 }).imageWidth).toBe('50');
  });

  it('defaults verticalAlignment and alignmentLarge, and falls back on bad values', () => {
    expect(splitBannerSchema.parse(fx.minimal.fields)).toMatchObject({
      imageWidth: '50',
      verticalAlignment: 'middle',
      alignmentLarge: 'imageLeft',
    });
    expect(
      splitBannerSchema.parse({ title: 'x', verticalAlignment: 'centre', alignmentLarge: 'x' }),
    ).toMatchObject({ verticalAlignment: 'middle', alignmentLarge: 'imageLeft' });
  });
});

describe('SplitBanner', () => {
  it('applies imageWidth and verticalAlignment classes', () => {
    const { container } = renderBanner(splitBannerBlock, fx.width60);
    expect(container.querySelector('section')?.className).toContain(styles.columnsLeft['60']);
    const right = renderBanner(splitBannerBlock, fx.imageRight).container;
    expect(right.querySelector('section')?.className).toContain(styles.columnsRight['50']);
    const top = renderBanner(splitBannerBlock, fx.top).container;
    expect(top.querySelector(`.${styles.vertical.top}`)).not.toBeNull();
  });

  it('shows three images in a three-image layout, one otherwise', () => {
    renderBanner(splitBannerBlock, fx.threeImages);
    expect(screen.getByRole('img', { name: 'Close-up of a replaceable zip' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The repair workshop' })).toBeTruthy();
  });
});
