import { render, screen } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { linkedCardsFixtures as fx } from './fixtures';
import { linkedCardsBlock } from './index';
import { linkedCardsSchema } from './schema';

const registry = createRegistry([linkedCardsBlock]);
const renderBlock = (block: unknown, mode: 'production' | 'preview' = 'production') =>
  render(<RenderBlocks registry={registry} blocks={[block]} mode={mode} />);

describe('linkedCards schema', () => {
  it('accepts the valid fixture', () => {
    expect(linkedCardsSchema.safeParse(fx.valid.fields).success).toBe(true);
  });
  it('defaults the minimal fixture', () => {
    expect(linkedCardsSchema.parse(fx.minimal.fields)).toEqual({
      titleHeadingTag: 'h2',
      cards: [{ title: 'Gift cards', url: '/gift-cards', target: '_self' }],
      columns: 3,
      imageRatio: 'landscape',
    });
  });
  it('falls back on bad enum values', () => {
    const fields = linkedCardsSchema.parse(fx.badEnum.fields);
    expect([fields.columns, fields.imageRatio]).toEqual([3, 'landscape']);
  });
  it('rejects a card without url', () => {
    const result = linkedCardsSchema.safeParse(fx.invalid.fields);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['cards.0.url']);
  });
});

describe('LinkedCards', () => {
  it('renders one link per card, card titles one level below the block title', () => {
    renderBlock(fx.valid);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Stories from the trail');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/stories/choose-hiking-boots',
      '/help/repairs',
      'https://example.com/trails',
    ]);
    expect(links[2]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[2]?.textContent).toContain('(opens in a new tab)');
    expect(links[0]?.getAttribute('rel')).toBeNull();
  });
  it('shows a placeholder for the invalid fixture in preview', () => {
    renderBlock(fx.invalid, 'preview');
    expect(screen.getByRole('region', { name: /Invalid block: linkedCards/ })).toBeTruthy();
  });
});
