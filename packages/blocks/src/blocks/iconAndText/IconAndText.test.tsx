import { iconSize as sizes } from '@storefront/ui/css';
import { render, screen } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { iconAndTextFixtures as fx } from './fixtures';
import { iconAndTextBlock } from './index';
import { iconAndTextColumns, iconAndTextSchema } from './schema';

const registry = createRegistry([iconAndTextBlock]);
const renderBlock = (block: unknown, mode: 'production' | 'preview' = 'production') =>
  render(<RenderBlocks registry={registry} blocks={[block]} mode={mode} />);

describe('iconAndText schema', () => {
  it('accepts the valid fixture', () => {
    expect(iconAndTextSchema.safeParse(fx.valid.fields).success).toBe(true);
  });
  it('defaults the minimal fixture', () => {
    expect(iconAndTextSchema.parse(fx.minimal.fields)).toEqual({
      titleHeadingTag: 'h2',
      items: [
        {
          icon: 'heart',
          richText: '<p>Made with care.</p>',
          colors: { background: 'surface', icon: 'primary' },
        },
      ],
      iconSize: 'medium',
      layout: 'grid',
      alignment: 'center',
    });
  });
  it('falls back on an unknown icon, size, layout and colour', () => {
    const fields = iconAndTextSchema.parse(fx.badEnum.fields);
    expect(fields.items[0]?.icon).toBe('info');
    expect(fields.items[0]?.colors).toEqual({ background: 'surface', icon: 'primary' });
    expect([fields.iconSize, fields.layout]).toEqual(['medium', 'grid']);
  });
  it('rejects an item without rich text', () => {
    const result = iconAndTextSchema.safeParse(fx.invalid.fields);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['items.0.richText']);
  });
});

describe('iconAndTextColumns', () => {
  it('turns a grid of 4 into 2 columns on sm (spec 3 §9)', () => {
    expect(iconAndTextColumns(4)).toEqual({ sm: 2, md: 2, lg: 4 });
  });
  it('uses one column per item on lg, up to 4', () => {
    expect(iconAndTextColumns(3)).toEqual({ sm: 1, md: 3, lg: 3 });
    expect(iconAndTextColumns(6)).toEqual({ sm: 1, md: 3, lg: 4 });
  });
});

describe('IconAndText', () => {
  it('maps the icon sizes small/medium/large to md/lg/3xl', () => {
    for (const [iconSize, cls] of [
      ['small', 'md'],
      ['medium', 'lg'],
      ['large', '3xl'],
    ] as const) {
      const { container, unmount } = renderBlock({
        ...fx.minimal,
        fields: { ...fx.minimal.fields, iconSize },
      });
      const svg = container.querySelector('svg[data-icon="heart"]');
      expect(svg?.getAttribute('class')).toContain(sizes[cls]);
      unmount();
    }
  });
  it('renders sanitized rich text and the target link', () => {
    renderBlock(fx.valid);
    expect(screen.getByText('Free shipping').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Shipping details' }).getAttribute('href')).toBe(
      '/help/shipping',
    );
  });
  it('removes scripts, handlers and javascript: URLs', () => {
    const { container } = renderBlock(fx.hostile);
    expect(container.innerHTML).not.toMatch(/script|onmouseover|javascript:/);
    expect(container.textContent).toContain('Safe');
  });
  it('shows a placeholder for the invalid fixture in preview', () => {
    renderBlock(fx.invalid, 'preview');
    expect(screen.getByRole('region', { name: /Invalid block: iconAndText/ })).toBeTruthy();
  });
});
