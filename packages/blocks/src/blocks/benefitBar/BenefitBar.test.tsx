import { fireEvent, render, screen } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { createBlockServices } from '../../services/types';
import { BenefitBarClosedScript } from './BenefitBarClosedScript';
import { benefitBarStorageKey, closedAttribute, closedFlagScript } from './closedFlag';
import { benefitBarFixtures as fx } from './fixtures';
import { benefitBarBlock } from './index';
import { benefitBarSchema } from './schema';

const registry = createRegistry([benefitBarBlock]);
const gb = createBlockServices({ locale: { tag: 'en-GB', currency: 'GBP', path: 'en-gb' } });
const renderBlock = (block: unknown, services = createBlockServices()) =>
  render(<RenderBlocks registry={registry} blocks={[block]} services={services} />);

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(closedAttribute);
});

describe('benefitBar schema', () => {
  it('defaults the optional fields of the minimal fixture', () => {
    expect(benefitBarSchema.parse(fx.minimal.fields)).toEqual({
      title: 'Free 30-day returns',
      targets: [],
      showCloseButton: true,
      alignment: 'center',
    });
  });

  it('parses every valid fixture and falls back on bad enum values', () => {
    for (const fixture of Object.values(fx)) {
      if (fixture === fx.invalid) continue;
      expect(benefitBarSchema.safeParse(fixture.fields).success, fixture.id).toBe(true);
    }
    const bad = benefitBarSchema.parse(fx.badEnums.fields);
    expect(bad).toMatchObject({ alignment: 'center', showCloseButton: true });
    expect(bad.targets[0]).toMatchObject({ benefitType: 'other', target: '_self' });
  });

  it('rejects a bar without title and a benefit without URL', () => {
    const result = benefitBarSchema.safeParse(fx.invalid.fields);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['title', 'targets.0.url']));
  });
});

describe('BenefitBar', () => {
  it('renders a region with logo, texts, benefits, info link and close button', () => {
    renderBlock(fx.valid);
    const region = screen.getByRole('region', { name: 'Member benefits' });
    expect(region.textContent).toContain('Join for free today');
    expect(screen.getByRole('img', { name: 'Summit Lab' }).tagName).toBe('IMG');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Benefit details' }).getAttribute('href')).toBe(
      '/loyalty-terms',
    );
    expect(screen.getAllByRole('button', { name: 'Close the benefit bar' })).toHaveLength(1);
  });

  it('hides the free-shipping benefit in GB', () => {
    renderBlock(fx.valid, gb);
    expect(screen.queryByRole('link', { name: 'Free shipping over $75' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Free 30-day returns' })).toHaveLength(1);
  });

  it('has no close button without showCloseButton, and never renders a script', () => {
    const { container } = renderBlock(fx.noCloseButton);
    expect(screen.queryByRole('button')).toBeNull();
    renderBlock(fx.valid);
    expect(container.ownerDocument.querySelector('script')).toBeNull();
  });

  it('BenefitBarClosedScript renders the constant closed-flag script', () => {
    const { container } = render(<BenefitBarClosedScript />);
    expect(container.querySelector('script')?.textContent).toBe(closedFlagScript);
  });

  it('BenefitBarClosedScript carries the CSP nonce it is given', () => {
    const { container } = render(<BenefitBarClosedScript nonce="bm9uY2U=" />);
    expect(container.querySelector('script')?.getAttribute('nonce')).toBe('bm9uY2U=');
  });

  it('stores the flag and marks <html> on close', () => {
    renderBlock(fx.minimal);
    fireEvent.click(screen.getByRole('button', { name: 'Close the benefit bar' }));
    expect(window.localStorage.getItem(benefitBarStorageKey)).toBe('true');
    expect(document.documentElement.hasAttribute(closedAttribute)).toBe(true);
  });

  it('confirms a stored flag on mount', () => {
    window.localStorage.setItem(benefitBarStorageKey, 'true');
    renderBlock(fx.minimal);
    expect(document.documentElement.hasAttribute(closedAttribute)).toBe(true);
  });

  it('the inline script sets the attribute only when the flag is stored', () => {
    new Function(closedFlagScript)();
    expect(document.documentElement.hasAttribute(closedAttribute)).toBe(false);
    window.localStorage.setItem(benefitBarStorageKey, 'true');
    new Function(closedFlagScript)();
    expect(document.documentElement.hasAttribute(closedAttribute)).toBe(true);
  });
});
