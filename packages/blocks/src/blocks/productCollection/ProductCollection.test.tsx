import { render, screen, within } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { createBlockServices } from '../../services/types';
import { productCollectionFixtures as fx } from './fixtures';
import { productCollectionBlock } from './index';
import { productCollectionSchema, resolveBreakpointSetting } from './schema';

const registry = createRegistry([productCollectionBlock]);

describe('productCollection schema', () => {
  it('falls back to h2 for a bad heading tag', () => {
    expect(productCollectionSchema.parse(fx.grid.fields).titleHeadingTag).toBe('h2');
  });

  it('requires at least one item and valid prices and currencies', () => {
    expect(productCollectionSchema.safeParse({ items: [] }).success).toBe(false);
    const result = productCollectionSchema.safeParse(fx.invalid.fields);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'items.0.price',
      'items.0.currency',
    ]);
  });

  it('resolves settings per breakpoint from the CMS, the smaller breakpoint, then defaults', () => {
    const { breakpoints } = productCollectionSchema.parse({
      ...fx.minimal.fields,
      breakpoints: { sm: { slidesPerView: 2, showArrows: 'yes' }, lg: { slidesPerView: 5 } },
    });
    expect(resolveBreakpointSetting(breakpoints, 'slidesPerView')).toEqual({ sm: 2, md: 2, lg: 5 });
    expect(resolveBreakpointSetting(breakpoints, 'showArrows')).toEqual({
      sm: false,
      md: true,
      lg: true,
    });
  });
});

describe('ProductCollection', () => {
  it('renders a titled carousel of product cards with prices in the locale', () => {
    const { container } = render(
      <RenderBlocks
        registry={registry}
        blocks={[fx.valid]}
        services={createBlockServices({ locale: { tag: 'en-US', currency: 'USD' } })}
      />,
    );
    expect(screen.getByRole('region', { name: 'Trail favourites' })).toBeTruthy();
    const section = container.querySelector<HTMLElement>('[data-block="productCollection"]')!;
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Trail favourites');
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(6);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 3 }).textContent).toBe('Summit Trail Boot');
    expect(first.getByRole('link').getAttribute('href')).toBe('/p/summit-trail-boot-A1B2C3D4E');
    expect(cards[0]!.textContent).toContain('$189.00');
    expect(cards[2]!.textContent).toContain('$90.00');
    expect(within(section).getByRole('link', { name: 'Shop all footwear' })).toBeTruthy();
  });

  it('hides an invalid collection in production', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<RenderBlocks registry={registry} blocks={[fx.invalid]} />);
    expect(container.innerHTML).toBe('');
    vi.restoreAllMocks();
  });
});
