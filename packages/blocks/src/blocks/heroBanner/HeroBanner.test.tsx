import { visuallyHidden } from '@storefront/ui/components/VisuallyHidden/VisuallyHidden.css';
import { render, screen, within } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { heroBannerFixtures as fx } from './fixtures';
import { heroBannerBlock } from './index';
import { heroBannerSchema } from './schema';

const registry = createRegistry([heroBannerBlock]);
const renderBlock = (block: unknown, mode: 'production' | 'preview' = 'production') =>
  render(<RenderBlocks registry={registry} blocks={[block]} mode={mode} />);

describe('heroBanner schema', () => {
  it('defaults optional fields of the minimal fixture', () => {
    expect(heroBannerSchema.parse(fx.minimal.fields)).toEqual({
      title: 'Hello outdoors',
      titleH1: false,
      hideTitle: false,
      targets: [],
      alignment: 'left',
      backgroundColor: 'surfaceInverse',
      gradientStyle: 'full',
      isFullWidth: false,
    });
  });

  it('falls back to the default of a bad enum value', () => {
    expect(heroBannerSchema.parse(fx.noCta.fields).gradientStyle).toBe('full');
  });

  it('rejects a missing title and a target without URL, with their paths', () => {
    const result = heroBannerSchema.safeParse(fx.invalid.fields);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'title',
      'targets.0.url',
    ]);
  });
});

describe('HeroBanner', () => {
  it('renders the title as h1 with titleH1, its CTAs and a priority image', () => {
    const { container } = renderBlock(fx.valid);
    const region = screen.getByRole('region', { name: 'Made for the trail ahead' });
    expect(within(region).getByRole('heading', { level: 1 }).textContent).toBe(
      'Made for the trail ahead',
    );
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/c/women-1002',
      '/c/men-1001',
    ]);
    const img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(container.querySelectorAll('source')).toHaveLength(2);
  });

  it('renders the title as h2 without titleH1', () => {
    renderBlock(fx.minimal);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Hello outdoors');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('hides the buttons when linkType is No-CTA', () => {
    renderBlock(fx.noCta);
    expect(screen.getByRole('heading', { name: 'Quiet mornings' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('keeps a hidden title in the accessibility tree only', () => {
    renderBlock(fx.hiddenTitle);
    const heading = screen.getByRole('heading', { name: 'Winter collection' });
    expect(heading.tagName).toBe('H2');
    expect(heading.className).toBe(visuallyHidden);
    expect(screen.getByRole('img', { name: 'Snowy ridge at dawn' })).toBeTruthy();
  });

  it('renders the invalid fixture as a placeholder in preview', () => {
    renderBlock(fx.invalid, 'preview');
    const placeholder = screen.getByRole('region', { name: /Invalid block: heroBanner/ });
    expect(placeholder.textContent).toContain('fields.title');
    expect(placeholder.textContent).toContain('fields.targets.0.url');
  });
});
