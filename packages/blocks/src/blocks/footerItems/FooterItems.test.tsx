import { render, screen, within } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { footerItemsFixtures as fx } from './fixtures';
import { footerItemsBlock } from './index';
import { footerItemsSchema } from './schema';

const registry = createRegistry([footerItemsBlock]);
const renderBlock = (block: unknown, mode: 'production' | 'preview' = 'production') =>
  render(<RenderBlocks registry={registry} blocks={[block]} mode={mode} />);

describe('footerItems schema', () => {
  it('accepts every variant fixture', () => {
    for (const f of [fx.valid, fx.legal, fx.social]) {
      expect(footerItemsSchema.safeParse(f.fields).success).toBe(true);
    }
  });
  it('defaults the minimal fixture', () => {
    expect(footerItemsSchema.parse(fx.minimal.fields)).toEqual({
      variant: 'linkGroups',
      groups: [
        {
          title: 'Help',
          links: [{ text: 'Contact us', url: '/help/contact-us', target: '_self' }],
        },
      ],
      legalLinks: [],
      socialLinks: [],
      tone: 'default',
    });
  });
  it('falls back on bad enum values', () => {
    const fields = footerItemsSchema.parse(fx.badEnum.fields);
    expect([fields.variant, fields.tone]).toEqual(['linkGroups', 'default']);
  });
  it('requires the list of the chosen variant', () => {
    const result = footerItemsSchema.safeParse(fx.invalid.fields);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['socialLinks']);
  });
  it('rejects an unknown social network', () => {
    const result = footerItemsSchema.safeParse({
      variant: 'social',
      socialLinks: [{ network: 'myspace', url: 'https://example.com' }],
    });
    expect(result.error?.issues[0]?.path.join('.')).toBe('socialLinks.0.network');
  });
});

describe('FooterItems', () => {
  it('renders link groups as named navigation landmarks', () => {
    renderBlock(fx.valid);
    expect(
      screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-labelledby')),
    ).toHaveLength(3);
    const shop = screen.getByRole('navigation', { name: 'Shop' });
    expect(
      within(shop)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/c/women-1002', '/c/men-1001', '/gift-cards']);
  });
  it('renders the legal line with the current year', () => {
    renderBlock(fx.legal);
    expect(screen.getByText(`© ${new Date().getFullYear()} Alpine Outfitters`)).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
  it('opens social links in a new tab safely', () => {
    renderBlock(fx.social);
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
  it('shows a placeholder for the invalid fixture in preview', () => {
    renderBlock(fx.invalid, 'preview');
    expect(screen.getByRole('region', { name: /Invalid block: footerItems/ })).toBeTruthy();
  });
});
