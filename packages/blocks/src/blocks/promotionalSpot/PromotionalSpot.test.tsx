import { render, screen } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { promotionalSpotFixtures as fx } from './fixtures';
import { promotionalSpotBlock } from './index';
import { promotionalSpotSchema } from './schema';

const registry = createRegistry([promotionalSpotBlock]);
const renderBlock = (block: unknown, mode: 'production' | 'preview' = 'production') =>
  render(<RenderBlocks registry={registry} blocks={[block]} mode={mode} />);

describe('promotionalSpot schema', () => {
  it('accepts the valid fixture', () => {
    expect(promotionalSpotSchema.safeParse(fx.valid.fields).success).toBe(true);
  });
  it('defaults the minimal fixture', () => {
    expect(promotionalSpotSchema.parse(fx.minimal.fields)).toEqual({
      title: 'Gift cards',
      titleHeadingTag: 'h2',
      layout: 'stacked',
      imagePosition: 'start',
      textAlignment: 'left',
      backgroundColor: 'surfaceMuted',
    });
  });
  it('falls back to the default of a bad enum value', () => {
    expect(promotionalSpotSchema.parse(fx.centered.fields).layout).toBe('stacked');
  });
  it('rejects the invalid fixture with field paths', () => {
    const result = promotionalSpotSchema.safeParse(fx.invalid.fields);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['title', 'cta.url']);
  });
});

describe('PromotionalSpot', () => {
  it('renders every field and the promotion tracking attributes the tracker reads', () => {
    const { container } = renderBlock(fx.valid);
    const region = screen.getByRole('region', { name: '20% off trail running shoes' });
    expect(region.dataset).toMatchObject({
      promotionId: 'PROMO-TRAIL-20',
      promotionName: 'Trail running 20% off',
      creativeName: 'spot-stacked',
      promotionPosition: 'main-1',
    });
    expect(region.textContent).toContain('Limited time');
    expect(region.textContent).toContain('Offer ends Sunday');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/c/trail-running-1003');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe(
      'Two hikers on a ridge at sunrise',
    );
  });
  it('makes a new-tab CTA safe', () => {
    renderBlock(fx.horizontal);
    const link = screen.getByRole('link');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
  it('renders nothing but a placeholder for the invalid fixture in preview', () => {
    renderBlock(fx.invalid, 'preview');
    expect(screen.getByRole('region', { name: /Invalid block: promotionalSpot/ })).toBeTruthy();
  });
  it('renders nothing for the invalid fixture in production', () => {
    const { container } = renderBlock(fx.invalid);
    expect(container.innerHTML).toBe('');
  });
});
