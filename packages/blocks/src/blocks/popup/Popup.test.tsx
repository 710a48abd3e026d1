import { type DialogCommands, DialogManagerProvider, useDialogCommands } from '@storefront/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { consentRequiredAttribute } from '../../services/consent';
import { BlockServicesProvider } from '../../services/context.client';
import type { AnalyticsEvent } from '../../services/types';
import { createBlockServices } from '../../services/types';
import { popupDismissalsKey } from './dismissals';
import { popupFixtures as fx } from './fixtures';
import { popupBlock } from './index';
import { popupSchema } from './schema';

const registry = createRegistry([popupBlock]);

/** Hands the test the host's dialog commands (another dialog of the page: the mini cart). */
function Commands({ into }: { into: { current: DialogCommands | null } }) {
  into.current = useDialogCommands();
  return null;
}

function renderPopup(block: unknown) {
  const events: AnalyticsEvent[] = [];
  const services = createBlockServices({ analytics: { track: (e) => events.push(e) } });
  const dialogs: { current: DialogCommands | null } = { current: null };
  render(
    <DialogManagerProvider>
      <Commands into={dialogs} />
      <BlockServicesProvider services={services}>
        <RenderBlocks registry={registry} blocks={[block]} services={services} />
      </BlockServicesProvider>
    </DialogManagerProvider>,
  );
  return { names: () => events.map((e) => e.name), events, dialogs };
}

describe('popup schema', () => {
  it('defaults the minimal fixture: delay 2000 ms (spec 3 §9), newsletter, md logo', () => {
    expect(popupSchema.parse(fx.minimal.fields)).toEqual({
      name: 'minimal',
      popupType: 'newsletter',
      delay: 2000,
      minimizedTitle: 'News',
      title: 'Our news',
      logoSize: 'md',
      targets: [],
      colors: { background: 'surfaceInverse' },
    });
  });

  it('falls back on bad values and rejects a pop-up without name and title', () => {
    expect(popupSchema.parse(fx.badEnums.fields)).toMatchObject({
      popupType: 'newsletter',
      delay: 2000,
      logoSize: 'md',
      colors: { background: 'surfaceInverse' },
    });
    const result = popupSchema.safeParse(fx.invalid.fields);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'title', 'targets.0.url']));
  });
});

describe('Popup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    window.localStorage.clear();
  });

  it('renders only an empty root on the server', () => {
    const html = renderToStaticMarkup(<RenderBlocks registry={registry} blocks={[fx.valid]} />);
    expect(html).toMatch(/^<div [^>]*data-block-id="popup-valid"[^>]*><\/div>$/);
  });

  it('appears minimized with an impression, expands after the delay with an expand event', () => {
    const { names, events } = renderPopup(fx.valid);
    expect(screen.getByRole('complementary', { name: 'Get 10% off' })).toBeTruthy();
    expect(names()).toEqual(['popupImpression']);
    expect(events[0]).toMatchObject({
      blockType: 'popup',
      blockId: 'popup-valid',
      data: { popupName: 'newsletter-aw26', popupType: 'newsletter' },
    });
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Join our newsletter' })).toBeTruthy();
    expect(names()).toEqual(['popupImpression', 'popupExpand']);
  });

  it('expands on the tab and sends a click event for a target', () => {
    const { names, events } = renderPopup(fx.valid);
    fireEvent.click(screen.getByRole('button', { name: 'Get 10% off' }));
    fireEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(names()).toEqual(['popupImpression', 'popupExpand', 'popupClick']);
    expect(events[2]?.data).toMatchObject({ targetText: 'Sign up', targetUrl: '/sign-up' });
    act(() => vi.advanceTimersByTime(5000));
    expect(names()).toHaveLength(3);
    // Followed, it is not offered again (the target's page starts without it).
    expect(JSON.parse(window.localStorage.getItem(popupDismissalsKey) ?? '[]')).toEqual([
      'newsletter-aw26',
    ]);
  });

  it('a dismissed pop-up is stored and never shows again', () => {
    renderPopup(fx.valid);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(popupDismissalsKey) ?? '[]')).toEqual([
      'newsletter-aw26',
    ]);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('where consent is asked, a dismissal is not stored without functional consent (C0003)', () => {
    document.documentElement.setAttribute(consentRequiredAttribute, '');
    try {
      renderPopup(fx.valid);
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('complementary')).toBeNull();
      expect(window.localStorage.getItem(popupDismissalsKey)).toBeNull();
    } finally {
      document.documentElement.removeAttribute(consentRequiredAttribute);
    }
  });

  it('does not appear when its name was dismissed before', () => {
    window.localStorage.setItem(popupDismissalsKey, JSON.stringify(['newsletter-aw26']));
    const { names } = renderPopup(fx.valid);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(names()).toEqual([]);
  });

  it('is one dialog of the manager: another dialog closes it back to the tab, not dismissed', () => {
    const { dialogs } = renderPopup(fx.valid);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('dialog', { name: 'Join our newsletter' })).toBeTruthy();
    act(() => dialogs.current?.open('miniCart'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Get 10% off' })).toBeTruthy();
    expect(window.localStorage.getItem(popupDismissalsKey)).toBeNull();
  });

  it('waits as a tab while another dialog is open when its delay ends (spec 1 §2)', () => {
    const { dialogs, names } = renderPopup(fx.valid);
    act(() => dialogs.current?.open('miniCart'));
    act(() => vi.advanceTimersByTime(5000));
    expect(names()).toEqual(['popupImpression']);
    expect(screen.getByRole('complementary', { name: 'Get 10% off' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Get 10% off' }));
    expect(screen.getByRole('dialog', { name: 'Join our newsletter' })).toBeTruthy();
    expect(names()).toEqual(['popupImpression', 'popupExpand']);
  });
});
