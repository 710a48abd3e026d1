import { visuallyHidden } from '@storefront/ui/css';
import { render, screen, within } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import * as banner from '../_banner/Banner.css';
import { heroBannerFixtures as fx } from './fixtures';
import { heroBannerBlock } from './index';
import { heroBannerSchema } from './schema';

const registry = createRegistry([heroBannerBlock]);
const renderBlock = (block: unknown, mode: 'production' | 'preview' = 'production') =>
  render(<RenderBlocks registry={registry} blocks={[block]} mode={mode} />);

describe('heroBanner schema', () => {
  it('defaults optional fields of the minimal fixture', () => {
    expect(heroBannerSchema.parse(fx.minimal.fields)).toMatchObject({
      title: 'Hello outdoors',
      titleH1: false,
      hideTitle: false,
      titleColor: 'auto',
      targets: [],
      mediaList: [],
      alignment: 'left',
      backgroundColor: 'surfaceInverse',
      gradientStyle: 'full',
      gradientTone: 'dark',
      gradientBreakpoints: ['sm', 'md', 'lg'],
      captionPosition: 'bottom',
      overlayWidth: 'md',
      hideOnBreakpoint: [],
      isFullWidth: false,
      isFullHeight: false,
      equalTargetSize: false,
    });
  });

  it('parses every field of the valid fixtures', () => {
    for (const fixture of Object.values(fx)) {
      if (fixture === fx.invalid || fixture === fx.unsafeLink) continue;
      expect(heroBannerSchema.safeParse(fixture.fields).success, fixture.id).toBe(true);
    }
    const light = heroBannerSchema.parse(fx.gradientLight.fields);
    expect(light.gradientBreakpoints).toEqual(['md', 'lg']);
    expect(light.alignments).toEqual({ sm: 'center', md: 'right' });
  });

  it('falls back to the default of a bad enum value', () => {
    expect(heroBannerSchema.parse(fx.noCta.fields).gradientStyle).toBe('full');
    const parsed = heroBannerSchema.parse({
      title: 'x',
      overlayWidth: 'huge',
      captionPosition: 'left',
      backgroundColor: 'pink',
    });
    expect(parsed).toMatchObject({
      overlayWidth: 'md',
      captionPosition: 'bottom',
      backgroundColor: 'surfaceInverse',
    });
  });

  it('rejects a missing title and a target without URL, with their paths', () => {
    const result = heroBannerSchema.safeParse(fx.invalid.fields);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'title',
      'targets.0.url',
    ]);
  });

  it('rejects a javascript: call to action', () => {
    const result = heroBannerSchema.safeParse(fx.unsafeLink.fields);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['targets.0.url']);
  });
});

describe('HeroBanner', () => {
  it('renders the title as h1 with titleH1, its CTAs, a priority image and tracking data', () => {
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
    expect(region.dataset).toMatchObject({
      block: 'heroBanner',
      promotionId: 'promo-aw26-hero',
      promotionName: 'Autumn-winter 2026',
      creativeName: 'ridge-at-dusk',
    });
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

  it('sanitizes titleHtml and rich text, and shows the eyebrow logo and text', () => {
    const { container } = renderBlock(fx.eyebrowAndHtml);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.innerHTML).toBe('Tested <em>above</em> the tree line');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Summit Lab' })).toBeTruthy();
    expect(screen.getByText('In collaboration with Summit Lab')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms apply' }).getAttribute('href')).toBe(
      '/sale-terms',
    );
  });

  it('renders a video as poster image plus a muted inline video without autoplay', () => {
    const { container } = renderBlock(fx.video);
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.muted).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    expect(video?.hasAttribute('autoplay')).toBe(false);
    expect(video?.getAttribute('preload')).toBe('none');
    expect(video?.querySelector('source')?.getAttribute('src')).toBe(
      '/media/banners/trail-loop.mp4',
    );
    expect(container.querySelector('picture img')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
  });

  it('applies caption, hideOnBreakpoint, full height, gradient tone and breakpoints', () => {
    const { container } = renderBlock(fx.captionTop);
    const caption = screen.getByText('Photo: Dolomites, October');
    expect(caption.className).toContain(banner.captionPosition.top);
    container.remove();

    const hidden = renderBlock(fx.hiddenOnSm).container.querySelector('section');
    expect(hidden?.className).toContain(banner.hideOn.sm);

    const tall = renderBlock(fx.fullHeight).container.querySelector('section');
    expect(tall?.className).toContain(banner.fullHeight);
    expect(tall?.className).toContain(banner.bottomMargin.lg['2xl']);
    expect(screen.getByRole('link', { name: 'The whole screen' }).getAttribute('href')).toBe(
      '/c/new-1000',
    );

    const light = renderBlock(fx.gradientLight).container;
    const scrim = light.querySelector(`.${banner.gradientTone.light}`);
    expect(scrim?.className).toContain(banner.hideOn.sm);
    expect(scrim?.className).toContain(banner.gradient.focused);
  });

  it('renders the invalid fixture as a placeholder in preview', () => {
    renderBlock(fx.invalid, 'preview');
    const placeholder = screen.getByRole('region', { name: /Invalid block: heroBanner/ });
    expect(placeholder.textContent).toContain('fields.title');
    expect(placeholder.textContent).toContain('fields.targets.0.url');
  });
});
