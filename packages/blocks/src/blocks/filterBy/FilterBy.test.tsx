import { render } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { createRoute } from '../../services/route';
import { createServicesSimulator } from '../../services/simulators';
import { richTextBlock } from '../richText';
import { filterByFixtures as fx, filterByPaths as paths } from './fixtures';
import { filterByBlock, filterByMatches, filterBySchema } from './index';

const registry = createRegistry([filterByBlock, richTextBlock]);
const shown = (block: { fields: unknown }, path: string) =>
  filterByMatches(filterBySchema.parse(block.fields), createRoute(path));

describe('filterBy schema', () => {
  it('falls back to bySku / IN on bad enums and rejects a non-list of ids', () => {
    expect(filterBySchema.parse(fx.badEnums.fields)).toMatchObject({
      variant: 'bySku',
      operator: 'IN',
    });
    expect(filterBySchema.safeParse(fx.invalid.fields).error?.issues[0]?.path).toEqual(['ids']);
  });
});

describe('filterByMatches (spec 3 §2)', () => {
  it.each([
    ['bySkuIn', paths.listedProduct, true],
    ['bySkuIn', paths.otherProduct, false],
    ['bySkuIn', paths.listedCategory, false],
    ['bySkuIn', paths.home, false],
    ['bySkuNotIn', paths.listedProduct, false],
    ['bySkuNotIn', paths.otherProduct, true],
    ['bySkuNotIn', paths.otherCategory, false],
    ['bySkuNotIn', paths.home, false],
    ['byCategoryIn', paths.listedCategory, true],
    ['byCategoryIn', paths.otherCategory, false],
    ['byCategoryIn', paths.listedProduct, false],
    ['byCategoryNotIn', paths.listedCategory, false],
    ['byCategoryNotIn', paths.otherCategory, true],
    ['byCategoryNotIn', paths.home, false],
  ] as const)('%s on %s → %s', (name, path, expected) => {
    expect(shown(fx[name], path)).toBe(expected);
  });

  it('compares ids case-insensitively', () => {
    const fields = filterBySchema.parse({ ids: ['ab12cd34'] });
    expect(filterByMatches(fields, createRoute(paths.listedProduct))).toBe(true);
  });
});

describe('FilterBy', () => {
  it('renders the children when it matches, nothing otherwise', () => {
    const renderOn = (path: string) =>
      render(
        <RenderBlocks
          registry={registry}
          blocks={[fx.bySkuIn]}
          services={createServicesSimulator({ path })}
        />,
      );
    expect(renderOn(paths.listedProduct).container.textContent).toBe(
      'Free resoling for this boot.',
    );
    expect(renderOn(paths.home).container.innerHTML).toBe('');
  });
});
