import { render, screen, within } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { multiLinkCardsFixtures as fx } from './fixtures';
import { multiLinkCardsBlock } from './index';
import { multiLinkCardsSchema } from './schema';

const registry = createRegistry([multiLinkCardsBlock]);
const renderBlock = (block: unknown, mode: 'production' | 'preview' = 'production') =>
  render(<RenderBlocks registry={registry} blocks={[block]} mode={mode} />);

describe('multiLinkCards schema', () => {
  it('accepts the valid and buttons fixtures', () => {
    expect(multiLinkCardsSchema.safeParse(fx.valid.fields).success).toBe(true);
    expect(multiLinkCardsSchema.safeParse(fx.buttons.fields).success).toBe(true);
  });
  it('defaults the minimal fixture', () => {
    expect(multiLinkCardsSchema.parse(fx.minimal.fields)).toEqual({
      titleHeadingTag: 'h2',
      cards: [
        {
          title: 'Help',
          links: [{ text: 'Contact us', url: '/help/contact-us', target: '_self' }],
          backgroundColor: 'surfaceMuted',
        },
      ],
      columns: 2,
      linkStyle: 'list',
    });
  });
  it('falls back on bad enum values', () => {
    const fields = multiLinkCardsSchema.parse(fx.badEnum.fields);
    expect([fields.columns, fields.linkStyle, fields.cards[0]?.backgroundColor]).toEqual([
      2,
      'list',
      'surfaceMuted',
    ]);
  });
  it('rejects a card without links', () => {
    const result = multiLinkCardsSchema.safeParse(fx.invalid.fields);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['cards.0.links']);
  });
});

describe('MultiLinkCards', () => {
  it('renders each card with its links', () => {
    renderBlock(fx.valid);
    const women = screen.getByRole('article', { name: 'Women' });
    expect(
      within(women)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/c/women-hiking-boots-2001',
      '/c/women-trail-running-2002',
      '/c/women-jackets-2003',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
  it('shows a placeholder for the invalid fixture in preview', () => {
    renderBlock(fx.invalid, 'preview');
    expect(screen.getByRole('region', { name: /Invalid block: multiLinkCards/ })).toBeTruthy();
  });
});
