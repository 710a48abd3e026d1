import { render, screen } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { buttonsFixtures as fx } from './fixtures';
import { buttonsBlock } from './index';
import { buttonsSchema } from './schema';

const registry = createRegistry([buttonsBlock]);
const renderBlock = (block: unknown, mode: 'production' | 'preview' = 'production') =>
  render(<RenderBlocks registry={registry} blocks={[block]} mode={mode} />);

describe('buttons schema', () => {
  it('accepts the valid fixture', () => {
    expect(buttonsSchema.safeParse(fx.valid.fields).success).toBe(true);
  });
  it('defaults the minimal fixture', () => {
    expect(buttonsSchema.parse(fx.minimal.fields)).toEqual({
      buttons: [{ text: 'Shop all', url: '/c/all-1000', target: '_self', variant: 'primary' }],
      size: 'md',
      alignment: 'left',
      fullWidthOnSm: false,
    });
  });
  it('falls back on bad enum values', () => {
    const fields = buttonsSchema.parse(fx.badEnum.fields);
    expect([
      fields.buttons[0]?.variant,
      fields.buttons[0]?.target,
      fields.size,
      fields.alignment,
    ]).toEqual(['primary', '_self', 'md', 'left']);
  });
  it('rejects a button without text', () => {
    const result = buttonsSchema.safeParse(fx.invalid.fields);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['buttons.0.text']);
  });
});

describe('Buttons', () => {
  it('renders a list of link buttons with their targets', () => {
    renderBlock(fx.valid);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/c/women-1002',
      '/c/men-1001',
      '/gift-cards',
      'https://example.com/repairs',
    ]);
    expect(links[3]?.getAttribute('target')).toBe('_blank');
    expect(links[3]?.getAttribute('rel')).toBe('noopener noreferrer');
  });
  it('shows a placeholder for the invalid fixture in preview', () => {
    renderBlock(fx.invalid, 'preview');
    expect(screen.getByRole('region', { name: /Invalid block: buttons/ })).toBeTruthy();
  });
});
