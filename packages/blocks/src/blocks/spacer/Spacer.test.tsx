import { render, screen } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { spacerFixtures as fx } from './fixtures';
import { spacerBlock } from './index';
import { height } from './Spacer.css';
import { spacerSchema } from './schema';

const registry = createRegistry([spacerBlock]);
const renderBlock = (block: unknown, mode: 'production' | 'preview' = 'production') =>
  render(<RenderBlocks registry={registry} blocks={[block]} mode={mode} />);

describe('spacer schema', () => {
  it('accepts the valid fixture', () => {
    expect(spacerSchema.parse(fx.valid.fields)).toEqual({
      size: { sm: 'lg', md: '2xl', lg: '4xl' },
      divider: true,
    });
  });
  it('defaults the minimal fixture to xl without divider', () => {
    expect(spacerSchema.parse(fx.minimal.fields)).toEqual({ size: { sm: 'xl' }, divider: false });
  });
  it('falls back on sizes off the scale', () => {
    expect(spacerSchema.parse(fx.badEnum.fields)).toEqual({
      size: { sm: 'xl', md: 'xl', lg: undefined },
      divider: false,
    });
  });
  it('rejects fields that are not an object', () => {
    expect(spacerSchema.safeParse(fx.invalid.fields).success).toBe(false);
  });
});

describe('Spacer', () => {
  it('sets the height per breakpoint and draws the divider', () => {
    const { container } = renderBlock(fx.valid);
    const el = container.querySelector('[data-block="spacer"]');
    expect(el?.getAttribute('aria-hidden')).toBe('true');
    const cls = el?.getAttribute('class') ?? '';
    expect(cls).toContain(height.sm.lg);
    expect(cls).toContain(height.md['2xl']);
    expect(cls).toContain(height.lg['4xl']);
    expect(el?.querySelector('hr')).not.toBeNull();
  });
  it('lets md and lg fall back to the smaller breakpoint', () => {
    const { container } = renderBlock(fx.minimal);
    const cls = container.querySelector('[data-block="spacer"]')?.getAttribute('class') ?? '';
    expect(cls).toContain(height.md.xl);
    expect(cls).toContain(height.lg.xl);
  });
  it('shows a placeholder for the invalid fixture in preview', () => {
    renderBlock(fx.invalid, 'preview');
    expect(screen.getByRole('region', { name: /Invalid block: spacer/ })).toBeTruthy();
  });
});
