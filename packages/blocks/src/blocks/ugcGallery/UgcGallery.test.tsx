import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRegistry } from '../../registry/registry';
import type { BlockLog } from '../../renderer/log';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { BlockServicesProvider } from '../../services/context.client';
import { type GalleryLoadInput, simulateGallery } from '../../services/editorial';
import { createServicesSimulator } from '../../services/simulators';
import type { BlockServices } from '../../services/types';
import { frCaLocale, frenchHostWords } from '../../testing/hostWords';
import { demoGalleryMedia, ugcGalleryFixtures as fx } from './fixtures';
import { ugcGalleryBlock } from './index';
import { galleryInitDelayMs, galleryUrlFor, secondGalleryServiceDelayMs } from './rules';
import { ugcGallerySchema } from './schema';

const registry = createRegistry([ugcGalleryBlock]);

function renderGallery(block: unknown, services: BlockServices) {
  return render(
    <BlockServicesProvider services={services}>
      <RenderBlocks registry={registry} blocks={[block]} services={services} />
    </BlockServicesProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('gallery rules', () => {
  it('the second gallery service (customer) initialises after 500 ms, the first at once', () => {
    expect(secondGalleryServiceDelayMs).toBe(500);
    expect(galleryInitDelayMs('customer')).toBe(500);
    expect(galleryInitDelayMs('stream')).toBe(0);
  });

  it('picks the gallery URL of the locale, else the default locale, else none', () => {
    const urls = { 'en-us': '/en-us/community', 'FR-CA': '/fr-ca/communaute' };
    expect(galleryUrlFor(urls, 'fr-ca', 'en-us')).toBe('/fr-ca/communaute');
    expect(galleryUrlFor(urls, 'en-gb', 'en-us')).toBe('/en-us/community');
    expect(galleryUrlFor(urls, undefined, 'en-us')).toBe('/en-us/community');
    expect(galleryUrlFor(urls, 'en-gb', 'de-de')).toBeUndefined();
  });
});

describe('ugcGallery schema', () => {
  it('defaults kind stream, count 12, carousel, en-us; falls back on bad values', () => {
    expect(ugcGallerySchema.parse(fx.minimal.fields)).toEqual({
      kind: 'stream',
      containerId: 'str-community',
      galleryUrls: {},
      defaultLocale: 'en-us',
      count: 12,
      layout: 'carousel',
    });
    expect(ugcGallerySchema.parse(fx.badEnums.fields)).toMatchObject({
      kind: 'stream',
      count: 12,
      layout: 'carousel',
      defaultLocale: 'en-us',
    });
  });

  it('rejects a gallery without container and with a script URL', () => {
    const paths = ugcGallerySchema
      .safeParse(fx.invalid.fields)
      .error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['containerId', 'galleryUrls.en-us']));
  });
});

describe('ugcGallery block', () => {
  it('loads a customer gallery only after 500 ms, with its filter and count', async () => {
    vi.useFakeTimers();
    const calls: GalleryLoadInput[] = [];
    const gallery = simulateGallery(demoGalleryMedia, { onLoad: (input) => calls.push(input) });
    renderGallery(fx.customer, createServicesSimulator({ gallery }));
    await act(async () => vi.advanceTimersByTime(499));
    expect(calls).toHaveLength(0);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(calls).toEqual([
      { kind: 'customer', containerId: 'alpine-na', filter: 'climb', count: 6 },
    ]);
    await act(async () => vi.runAllTimersAsync());
    const tiles = screen.getAllByRole('button', { name: /^Photo shared by/ });
    expect(tiles).toHaveLength(3);
  });

  it('loads a stream gallery at once and opens an item in a dialog', async () => {
    vi.useFakeTimers();
    const gallery = simulateGallery(demoGalleryMedia);
    renderGallery(fx.grid, createServicesSimulator({ gallery }));
    await act(async () => vi.advanceTimersByTime(0));
    await act(async () => vi.runAllTimersAsync());
    const first = screen.getAllByRole('button', { name: /^Photo shared by/ })[0] as HTMLElement;
    fireEvent.click(first);
    expect(screen.getByRole('dialog', { name: 'Photo by @trailmara' })).toBeTruthy();
  });

  it('only logs a load failure and keeps the heading', async () => {
    vi.useFakeTimers();
    const log = vi.fn<BlockLog>();
    const gallery = simulateGallery(demoGalleryMedia, { fail: 'HTTP 500' });
    renderGallery(fx.valid, createServicesSimulator({ gallery, log }));
    await act(async () => vi.runAllTimersAsync());
    expect(screen.getByRole('heading', { name: '#summitlab on the trail' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({
        level: 'error',
        event: 'gallery.unavailable',
        error: expect.objectContaining({ message: 'HTTP 500' }),
        fields: expect.objectContaining({ containerId: 'str-community' }),
      }),
    );
  });

  it('renders its no-data state without the gallery service (no skeleton, no crash)', () => {
    const html = renderToStaticMarkup(
      <RenderBlocks registry={registry} blocks={[fx.valid]} services={createServicesSimulator()} />,
    );
    expect(html).toContain('#summitlab on the trail');
    expect(html).not.toContain('aria-busy');
  });

  it('links the full gallery of the shopper locale', () => {
    const services = {
      ...createServicesSimulator(),
      locale: frCaLocale,
      messages: frenchHostWords,
    };
    const html = renderToStaticMarkup(
      <RenderBlocks registry={registry} blocks={[fx.valid]} services={services} />,
    );
    expect(html).toContain('href="/fr-ca/communaute"');
    expect(html).toContain('Voir toute la galerie');
  });
});
