import { render, screen, within } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { createBlockServices } from '../../services/types';
import { productCollectionFixtures as fx } from './fixtures';
import { productCollectionBlock } from './index';
import { cardsPerView, resolveCollectionBreakpoints, slidesPerClick } from './layout';
import { productCollectionSchema } from './schema';

const registry = createRegistry([productCollectionBlock]);
const parse = (fields: unknown) => productCollectionSchema.parse(fields);

describe('productCollection schema', () => {
  it('falls back to defaults for bad enum values', () => {
    const fields = parse({ ...fx.grid.fields, type: 'cards', variant: 'mosaic', alignment: 'up' });
    expect(fields).toMatchObject({ titleHeadingTag: 'h2', type: 'product', alignment: 'left' });
    expect(fields.variant).toBeUndefined();
  });

  it('requires at least one item and valid prices and currencies', () => {
    expect(productCollectionSchema.safeParse({ items: [] }).success).toBe(false);
    const result = productCollectionSchema.safeParse(fx.invalid.fields);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'items.0.price',
      'items.0.currency',
    ]);
  });

  it('needs price and currency on product items but not on search hub items', () => {
    const result = productCollectionSchema.safeParse(fx.missingPrice.fields);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'items.0.price',
      'items.0.currency',
      'items.1.price',
      'items.1.currency',
    ]);
    expect(productCollectionSchema.safeParse(fx.searchHub.fields).success).toBe(true);
  });

  it('drops bad breakpoint values (they inherit instead)', () => {
    const fields = parse({
      ...fx.minimal.fields,
      breakpoints: { sm: { slideWidth: '12 inches', autorotateTime: -2, type: 'masonry' } },
    });
    expect(fields.breakpoints.sm).toEqual({});
  });
});

describe('collection layout rules (spec 3 §3, §9)', () => {
  it('sizes cards by variant: 3, 5 or 6 on lg, search hub 6', () => {
    expect(cardsPerView({ type: 'product', variant: 'threeCardGrid' }).lg).toBe(3);
    expect(cardsPerView({ type: 'product', variant: 'highlightCenter' }).lg).toBe(5);
    expect(cardsPerView({ type: 'product' }).lg).toBe(6);
    expect(cardsPerView({ type: 'searchHub' })).toEqual({ sm: 2.5, md: 5, lg: 6 });
  });

  it('scrolls 6 or 3 per click from md, 1 on sm and in a highlighted centre', () => {
    const plain = { highlightCenter: false };
    expect(slidesPerClick('lg', 6, plain)).toBe(6);
    expect(slidesPerClick('md', 3, plain)).toBe(3);
    expect(slidesPerClick('lg', 5, plain)).toBe(3);
    expect(slidesPerClick('md', 2, plain)).toBe(2);
    expect(slidesPerClick('sm', 1.5, plain)).toBe(1);
    expect(slidesPerClick('lg', 5, { highlightCenter: true })).toBe(1);
    expect(slidesPerClick('lg', 6, { slideWidth: '15rem', highlightCenter: false })).toBe('auto');
  });

  it('inherits CMS values mobile first, else takes the breakpoint default', () => {
    const layouts = resolveCollectionBreakpoints(
      parse({
        ...fx.minimal.fields,
        breakpoints: { sm: { slidesPerView: 2, showArrows: 'yes' }, lg: { slidesPerView: 5 } },
      }),
    );
    expect([layouts.sm, layouts.md, layouts.lg].map((l) => l.slidesPerView)).toEqual([2, 2, 5]);
    expect([layouts.sm, layouts.md, layouts.lg].map((l) => l.showArrows)).toEqual([
      false,
      true,
      true,
    ]);
    expect(layouts.lg.margin).toBe('3xl');
    expect(layouts.sm.gap).toBe('md');
  });

  it('turns autorotateTime seconds into ms, only where autoplay is on (default 5 s)', () => {
    const layouts = resolveCollectionBreakpoints(parse(fx.autoplay.fields));
    expect(layouts.sm.autoplayMs).toBe(1000);
    expect(layouts.lg.autoplayMs).toBe(1000);
    const md = resolveCollectionBreakpoints(
      parse({ ...fx.minimal.fields, breakpoints: { md: { autoplay: true } } }),
    );
    expect([md.sm.autoplayMs, md.md.autoplayMs, md.lg.autoplayMs]).toEqual([0, 5000, 5000]);
  });

  it('forces a full-width grid on md and lg for a [stacked] name', () => {
    const layouts = resolveCollectionBreakpoints(
      parse({
        ...fx.stacked.fields,
        breakpoints: { md: { type: 'carousel', slideWidth: '9rem' } },
      }),
    );
    expect(layouts.sm).toMatchObject({ layout: 'carousel', fullWidth: false });
    expect(layouts.md).toMatchObject({ layout: 'grid', fullWidth: true });
    expect(layouts.md.slideWidth).toBeUndefined();
    expect(layouts.lg).toMatchObject({ layout: 'grid', fullWidth: true });
  });

  it('makes threeCardGrid a grid from md and highlightCenter a loop', () => {
    const three = resolveCollectionBreakpoints(parse(fx.threeCardGrid.fields));
    expect([three.sm.layout, three.md.layout, three.lg.layout]).toEqual([
      'carousel',
      'grid',
      'grid',
    ]);
    const centre = resolveCollectionBreakpoints(parse(fx.highlightCenter.fields));
    expect(centre.lg).toMatchObject({ loop: true, slidesPerView: 5, slidesToScroll: 1 });
  });

  it('maps slidePadding and margin sizes to theme space tokens', () => {
    const layouts = resolveCollectionBreakpoints(parse(fx.slideWidth.fields));
    expect(layouts.sm).toMatchObject({ gap: 'sm', slideWidth: '12rem' });
    expect(layouts.md).toMatchObject({ gap: 'lg', slideWidth: '15rem', slideMaxWidth: '40vw' });
    expect(layouts.md.slidesToScroll).toBe('auto');
  });
});

describe('ProductCollection', () => {
  const services = createBlockServices({ locale: { tag: 'en-US', currency: 'USD' } });

  it('renders a titled carousel of product cards with prices in the locale', () => {
    const { container } = render(
      <RenderBlocks registry={registry} blocks={[fx.valid]} services={services} />,
    );
    expect(screen.getByRole('region', { name: 'Trail favourites' })).toBeTruthy();
    const section = container.querySelector<HTMLElement>('[data-block="productCollection"]')!;
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Trail favourites');
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(8);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 3 }).textContent).toBe('Summit Trail Boot');
    expect(first.getByRole('link').getAttribute('href')).toBe('/p/summit-trail-boot-A1B2C3D4E');
    expect(cards[0]!.textContent).toContain('$189.00');
    expect(cards[2]!.textContent).toContain('$90.00');
    expect(within(section).getByRole('link', { name: 'Shop all footwear' })).toBeTruthy();
  });

  it('renders search hub cards without prices, headings one below the title', () => {
    const { container } = render(
      <RenderBlocks registry={registry} blocks={[fx.searchHub]} services={services} />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Shop by category' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(7);
    expect(container.textContent).not.toContain('$');
  });

  it('marks the variant for styling', () => {
    const { container } = render(
      <RenderBlocks registry={registry} blocks={[fx.highlightCenter]} services={services} />,
    );
    expect(container.querySelector('[data-variant="highlightCenter"]')).not.toBeNull();
  });

  it('hides an invalid collection in production', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<RenderBlocks registry={registry} blocks={[fx.invalid]} />);
    expect(container.innerHTML).toBe('');
    vi.restoreAllMocks();
  });
});
