import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { BlockServicesProvider } from '../../services/context.client';
import type { AnalyticsEvent } from '../../services/types';
import { createBlockServices } from '../../services/types';
import { megaMenuEvents } from './events';
import { megaMenuFixtures as fx } from './fixtures';
import { hoverCloseDelayMs, hoverOpenDelayMs } from './hoverIntent';
import { megaMenuBlock } from './index';
import { megaMenuLabels, shopAllText } from './labels';
import { megaMenuSchema } from './schema';

const registry = createRegistry([megaMenuBlock]);

function renderMenu(block: unknown = fx.valid, localeTag = 'en-US') {
  const events: AnalyticsEvent[] = [];
  const services = createBlockServices({
    locale: { tag: localeTag, currency: 'USD', path: 'en-us' },
    analytics: { track: (event) => events.push(event) },
  });
  render(
    <BlockServicesProvider services={services}>
      <RenderBlocks registry={registry} blocks={[block]} services={services} />
    </BlockServicesProvider>,
  );
  return { events, names: () => events.map((event) => event.name) };
}

const top = (name: string) => screen.getByRole('link', { name });
const panelOf = (name: string) =>
  document.getElementById(top(name).getAttribute('aria-controls') ?? '') as HTMLElement;

describe('megaMenu schema', () => {
  it('defaults a top item: default style, Shop all shown on sm and lg, no icon', () => {
    const fields = megaMenuSchema.parse(fx.minimal.fields);
    expect(fields.children[0]).toEqual({
      id: 'all',
      title: 'All products',
      target: { url: '/c/all-1000', target: '_self' },
      columns: [],
      visualSelectors: [],
      menuStyle: 'default',
      hideShopAll: { sm: false, lg: false },
    });
  });

  it('falls back on bad enum values and drops an unknown icon', () => {
    const item = megaMenuSchema.parse(fx.badEnums.fields).children[0];
    expect(item).toMatchObject({
      menuStyle: 'default',
      hideShopAll: { sm: false, lg: false },
      target: { target: '_self' },
    });
    expect(item?.menuIcon).toBeUndefined();
  });

  it('rejects a top item without target and a menu without items', () => {
    const paths = (block: { fields: unknown }) =>
      megaMenuSchema.safeParse(block.fields).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths(fx.invalid)).toEqual(['children.0.target']);
    expect(paths(fx.empty)).toEqual(['children']);
  });
});

describe('labels', () => {
  it('localises the controls and fills Shop all', () => {
    const locale = { tag: 'fr-CA', currency: 'CAD' };
    const messages = {
      megaMenu: { navigation: 'Navigation principale', shopAll: 'Tout : {title}' },
    };
    expect(megaMenuLabels({ locale, messages }).navigation).toBe('Navigation principale');
    expect(megaMenuLabels({ locale, messages }).shopAll).toBe('Tout : {title}');
    expect(megaMenuLabels({ locale: { tag: 'de-DE', currency: 'EUR' } }).menu).toBe('Menu');
    expect(shopAllText('Shop all {title}', 'Women')).toBe('Shop all Women');
    expect(shopAllText('Shop all {title}', 'Women', 'Everything')).toBe('Everything');
  });
});

describe('MegaMenu server render (no JavaScript)', () => {
  const html = renderToStaticMarkup(
    <RenderBlocks registry={registry} blocks={[fx.valid]} services={createBlockServices()} />,
  );

  it('has every level as real links, panels hidden', () => {
    expect(html).toContain('aria-label="Main navigation"');
    for (const href of ['/c/women-1002', '/c/women-clothing-1010', '/c/sale-1003'])
      expect(html).toContain(`href="${href}"`);
    expect(html).toMatch(/href="\/c\/women-clothing-jackets-1100"/);
    expect(html).toMatch(/<div[^>]*hidden=""[^>]*>/);
  });

  it('renders titleHtml sanitized', () => {
    expect(html).toContain('<strong>Men</strong>');
    const hostile = renderToStaticMarkup(
      <RenderBlocks
        registry={registry}
        blocks={[fx.hostileTitle]}
        services={createBlockServices()}
      />,
    );
    expect(hostile).toContain('<em>Sale</em>');
    expect(hostile).not.toMatch(/onerror|<script|<img src="x"/);
  });
});

describe('MegaMenu bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens on hover only after the intent delay and closes after leaving', () => {
    renderMenu();
    const item = top('Women').closest('li') as HTMLElement;
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(hoverOpenDelayMs - 10));
    expect(top('Women').getAttribute('aria-expanded')).toBe('false');
    act(() => vi.advanceTimersByTime(10));
    expect(top('Women').getAttribute('aria-expanded')).toBe('true');
    expect(panelOf('Women').hidden).toBe(false);
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(hoverCloseDelayMs));
    expect(top('Women').getAttribute('aria-expanded')).toBe('false');
  });

  it('keyboard: arrows between top items, Enter opens, ArrowDown enters, arrows move within', () => {
    renderMenu();
    const women = top('Women');
    women.focus();
    fireEvent.keyDown(women, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(top('Men'));
    fireEvent.keyDown(top('Men'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(women);
    fireEvent.keyDown(women, { key: 'Enter' });
    expect(women.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(women, { key: 'ArrowDown' });
    const panel = panelOf('Women');
    expect(document.activeElement).toBe(
      within(panel).getByRole('link', { name: 'Shop all Women' }),
    );
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(within(panel).getByRole('link', { name: 'Clothing' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(within(panel).getAllByRole('link', { name: 'Jackets' })[0]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    // The next group (column 2) starts with a title without link: its first link is Hiking.
    expect(document.activeElement?.textContent).toBe('Hiking');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Sandals');
  });

  it('Escape in a panel closes it and focuses its top item', () => {
    renderMenu();
    const women = top('Women');
    women.focus();
    fireEvent.keyDown(women, { key: 'ArrowDown' });
    const link = document.activeElement as HTMLElement;
    expect(panelOf('Women').contains(link)).toBe(true);
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(women.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(women);
  });

  it('touch: the first tap opens, the second follows (with the click event)', () => {
    const { names } = renderMenu();
    const women = top('Women');
    fireEvent.pointerDown(women, { pointerType: 'touch' });
    const first = fireEvent.click(women);
    expect(first).toBe(false);
    expect(women.getAttribute('aria-expanded')).toBe('true');
    expect(names()).toEqual([]);
    fireEvent.pointerDown(women, { pointerType: 'touch' });
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(women);
    expect(names()).toEqual([megaMenuEvents.topNavLinkClick]);
  });

  it('a panel link click sends the top-nav link click event with its level', () => {
    const { events } = renderMenu();
    const link = within(panelOf('Women')).getAllByRole('link', {
      hidden: true,
      name: 'Fleece',
    })[0] as HTMLElement;
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(link);
    expect(events[0]).toMatchObject({
      name: megaMenuEvents.topNavLinkClick,
      blockType: 'megaMenu',
      data: { level: '3', text: 'Fleece', url: '/c/women-clothing-fleece-1101', menu: 'desktop' },
    });
  });
});
