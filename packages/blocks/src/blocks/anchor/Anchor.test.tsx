import { render, screen } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { anchorFixtures as fx } from './fixtures';
import { anchorBlock } from './index';
import { anchorSchema } from './schema';

const registry = createRegistry([anchorBlock]);
const renderBlock = (block: unknown, mode: 'production' | 'preview' = 'production') =>
  render(<RenderBlocks registry={registry} blocks={[block]} mode={mode} />);

describe('anchor schema', () => {
  it('accepts the valid fixture', () => {
    expect(anchorSchema.parse(fx.valid.fields).anchorId).toBe('size-guide');
  });
  it('defaults the minimal fixture', () => {
    expect(anchorSchema.parse(fx.minimal.fields)).toEqual({
      anchorId: 'faq',
      scrollOffset: 'header',
    });
  });
  it('falls back on a bad scrollOffset', () => {
    expect(anchorSchema.parse(fx.badEnum.fields).scrollOffset).toBe('header');
  });
  it.each(['#not an id', '1abc', '', 'a'.repeat(65), 'x"onmouseover="y'])(
    'rejects the id %j',
    (anchorId) => {
      expect(anchorSchema.safeParse({ anchorId }).success).toBe(false);
    },
  );
});

describe('Anchor', () => {
  it('renders an empty element with the id in production', () => {
    const { container } = renderBlock(fx.valid);
    const anchor = container.querySelector('#size-guide');
    expect(anchor?.textContent).toBe('');
  });
  it('shows the id and label in preview', () => {
    renderBlock(fx.valid, 'preview');
    expect(screen.getByText('#size-guide · Size guide section')).toBeTruthy();
  });
  it('shows a placeholder for the invalid fixture in preview', () => {
    renderBlock(fx.invalid, 'preview');
    expect(screen.getByRole('region', { name: /Invalid block: anchor/ })).toBeTruthy();
  });
});
