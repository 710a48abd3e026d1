import { render, screen } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { createBlockServices } from '../../services/types';
import { frCaLocale, frenchHostWords } from '../../testing/hostWords';
import { ctaButtonsFixtures as fx } from './fixtures';
import { ctaButtonsBlock } from './index';
import { ctaButtonsSchema } from './schema';

const registry = createRegistry([ctaButtonsBlock]);
const renderBlock = (block: unknown, mode: 'production' | 'preview' = 'production') =>
  render(<RenderBlocks registry={registry} blocks={[block]} mode={mode} />);

describe('ctaButtons schema', () => {
  it('accepts the valid and carousel fixtures', () => {
    expect(ctaButtonsSchema.safeParse(fx.valid.fields).success).toBe(true);
    expect(ctaButtonsSchema.parse(fx.carousel.fields).slidePadding).toBe('medium');
  });
  it('defaults the minimal fixture (slide padding small, spec 3 §9)', () => {
    expect(ctaButtonsSchema.parse(fx.minimal.fields)).toEqual({
      titleHeadingTag: 'h2',
      targets: [{ text: 'Shop all', url: '/c/all-1000', target: '_self' }],
      layout: 'row',
      slidePadding: 'small',
      variant: 'secondary',
      alignment: 'left',
    });
  });
  it('falls back on bad enum values', () => {
    const fields = ctaButtonsSchema.parse(fx.badEnum.fields);
    expect([fields.layout, fields.slidePadding, fields.variant]).toEqual([
      'row',
      'small',
      'secondary',
    ]);
  });
  it('rejects an empty list of targets', () => {
    const result = ctaButtonsSchema.safeParse(fx.invalid.fields);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['targets']);
  });
});

describe('CtaButtons', () => {
  it('renders a row of links with their targets', () => {
    renderBlock(fx.valid);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[4]?.getAttribute('target')).toBe('_blank');
    expect(links[4]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('region', { name: /carousel/i })).toBeNull();
  });
  it('renders the carousel variant as a named carousel of slides', () => {
    renderBlock(fx.carousel);
    const carousel = screen.getByRole('region', { name: 'Jump to a category' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getAllByRole('group', { name: /of 5/ })).toHaveLength(5);
  });
  it('shows a placeholder for the invalid fixture in preview', () => {
    renderBlock(fx.invalid, 'preview');
    expect(screen.getByRole('region', { name: /Invalid block: ctaButtons/ })).toBeTruthy();
  });
});

describe('CtaButtons in French', () => {
  it('gives the carousel French words (role descriptions, slide positions)', () => {
    render(
      <RenderBlocks
        registry={registry}
        blocks={[fx.carousel]}
        mode="production"
        services={createBlockServices({ locale: frCaLocale, messages: frenchHostWords })}
      />,
    );
    const carousel = screen.getByRole('region', { name: 'Jump to a category' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carrousel');
    expect(screen.getAllByRole('group', { name: /^\d sur 5$/ })).toHaveLength(5);
    expect(
      screen.getAllByRole('button', { name: 'Diapositive suivante', hidden: true }),
    ).toHaveLength(1);
  });
});
