import { render, screen, within } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { createBlockServices } from '../../services/types';
import { frCaLocale, frenchHostWords } from '../../testing/hostWords';
import { categoryCardsFixtures as fx } from './fixtures';
import { categoryCardsBlock } from './index';
import { categoryCardsSchema } from './schema';

const registry = createRegistry([categoryCardsBlock]);
const renderBlock = (block: unknown, mode: 'production' | 'preview' = 'production') =>
  render(<RenderBlocks registry={registry} blocks={[block]} mode={mode} />);

describe('categoryCards schema', () => {
  it('accepts the valid fixture', () => {
    expect(categoryCardsSchema.safeParse(fx.valid.fields).success).toBe(true);
  });
  it('defaults layout and columns of the minimal fixture', () => {
    const fields = categoryCardsSchema.parse(fx.minimal.fields);
    expect(fields.layout).toEqual({ sm: 'carousel', md: 'grid', lg: 'grid' });
    expect(fields.columns).toEqual({ sm: 2, md: 3, lg: 4 });
    expect(fields.titleHeadingTag).toBe('h2');
  });
  it('falls back per breakpoint on bad values', () => {
    const fields = categoryCardsSchema.parse(fx.badEnum.fields);
    expect(fields.layout.sm).toBe('carousel');
    expect(fields.columns).toEqual({ sm: 2, md: 3, lg: 4 });
  });
  it('rejects a card without image', () => {
    const result = categoryCardsSchema.safeParse(fx.invalid.fields);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['items.0.image']);
  });
  it('rejects an empty list of cards', () => {
    expect(categoryCardsSchema.safeParse({ items: [] }).success).toBe(false);
  });
});

describe('CategoryCards', () => {
  it('renders a grid only when every breakpoint is a grid', () => {
    renderBlock(fx.grid);
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/c/hiking-1001', '/c/trail-running-1002', '/c/camping-1003', '/c/climbing-1004']);
    expect(screen.queryByRole('region')).toBeNull();
  });
  it('renders the carousel island only for carousel breakpoints', () => {
    renderBlock(fx.carousel);
    expect(screen.getByRole('region', { name: 'Explore' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
  it('renders both for a mixed layout, the carousel named after the title', () => {
    renderBlock(fx.valid);
    expect(screen.getByRole('region', { name: 'Shop by activity' })).toBeTruthy();
    expect(screen.getByRole('list')).toBeTruthy();
  });
  it('makes a new-tab card link safe and announces it', () => {
    const [item] = fx.grid.fields.items;
    renderBlock({
      ...fx.grid,
      fields: {
        ...fx.grid.fields,
        items: [{ ...item, url: 'https://example.com/x', target: '_blank' }],
      },
    });
    const link = within(screen.getByRole('list')).getByRole('link');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('Hiking (opens in a new tab)');
  });
  it('shows a placeholder for the invalid fixture in preview', () => {
    renderBlock(fx.invalid, 'preview');
    const placeholder = screen.getByRole('region', { name: /Invalid block: categoryCards/ });
    expect(placeholder.textContent).toContain('fields.items.0.image');
  });
});

describe('CategoryCards in French', () => {
  it('gives the carousel French words and an untitled block a French name', () => {
    const { title: _title, ...fields } = fx.carousel.fields;
    render(
      <RenderBlocks
        registry={registry}
        blocks={[{ ...fx.carousel, fields }]}
        mode="production"
        services={createBlockServices({ locale: frCaLocale, messages: frenchHostWords })}
      />,
    );
    const carousel = screen.getByRole('region', { name: 'Catégories' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carrousel');
    expect(within(carousel).getAllByRole('group', { name: /^\d sur \d$/ }).length).toBeGreaterThan(
      1,
    );
  });
});
