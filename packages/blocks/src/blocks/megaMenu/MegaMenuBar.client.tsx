'use client';

import { mediaQueries } from '@storefront/ui';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useBlockServices } from '../../services/context.client';
import { linkClickData, megaMenuEvents } from './events';
import { createHoverIntent } from './hoverIntent';
import * as styles from './MegaMenu.css';
import { linkProps, MenuTitle } from './menuLink';
import type { MenuItem } from './schema';

/** A top item as the bar island receives it: serialisable fields plus its server-rendered panel. */
export interface MegaMenuBarItem
  extends Pick<MenuItem, 'id' | 'title' | 'titleHtml' | 'target' | 'menuStyle' | 'menuIcon'> {
  /** The panel (levels 2 and 3), or `null` for a plain link. */
  panel: ReactNode;
}

const wrap = (index: number, length: number) => (index + length) % length;
const isDesktop = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(mediaQueries.lg).matches;

/**
 * The bar of top items with their desktop panels (spec 3 §3 "Mega menu"). Panels open on lg only:
 * - pointer: hover intent (`createHoverIntent`: a short delay before opening and closing);
 * - keyboard: ArrowLeft/ArrowRight/Home/End move between top items, Enter or Space opens (Enter
 *   on an open item follows its link), ArrowDown opens and enters the panel, arrows move within
 *   it (ArrowLeft/ArrowRight between groups), Escape closes and returns focus to the top item,
 *   Tab moves through in DOM order and leaving closes;
 * - touch: the first tap opens, the second follows the link.
 * A click outside or Escape closes. Every followed link sends the top-nav link click event.
 */
export function MegaMenuBar({ items }: { items: readonly MegaMenuBarItem[] }) {
  const { analytics } = useBlockServices();
  const [open, setOpen] = useState<string | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
  const intent = useMemo(
    () => createHoverIntent({ current: () => openRef.current, onChange: setOpen }),
    [],
  );
  const listRef = useRef<HTMLUListElement>(null);
  const pointerType = useRef('mouse');
  const hovering = useRef(false);
  const focusFirstOnOpen = useRef(false);
  const baseId = useId();
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const topLinks = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-top]') ?? []);
  const topLink = (id: string) =>
    listRef.current?.querySelector<HTMLAnchorElement>(`[data-menu-top="${CSS.escape(id)}"]`);
  const panelLinks = (id: string) =>
    Array.from(
      document.getElementById(panelId(id))?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [],
    );

  const openNow = (id: string | null) => {
    intent.cancel();
    setOpen(id);
  };

  useEffect(() => () => intent.cancel(), [intent]);

  useEffect(() => {
    if (open === null) return;
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      document
        .getElementById(`${baseId}-panel-${open}`)
        ?.querySelector<HTMLAnchorElement>('a[href]')
        ?.focus();
    }
    const close = () => {
      intent.cancel();
      setOpen(null);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!listRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, baseId, intent]);

  const onTopKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const item = items[index] as MegaMenuBarItem;
    const withPanel = Boolean(item.panel) && isDesktop();
    const moves: Record<string, number> = {
      ArrowRight: wrap(index + 1, items.length),
      ArrowLeft: wrap(index - 1, items.length),
      Home: 0,
      End: items.length - 1,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      topLinks()[move]?.focus();
      const next = items[move];
      if (openRef.current !== null) openNow(next?.panel && isDesktop() ? next.id : null);
      return;
    }
    if (!withPanel) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open === item.id) panelLinks(item.id)[0]?.focus();
      else {
        focusFirstOnOpen.current = true;
        openNow(item.id);
      }
    } else if (event.key === ' ' || (event.key === 'Enter' && open !== item.id)) {
      event.preventDefault();
      openNow(open === item.id ? null : item.id);
    } else if (event.key === 'Escape' && open !== null) {
      event.preventDefault();
      openNow(null);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>, id: string) => {
    const links = panelLinks(id);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const focus = (element: HTMLElement | null | undefined) => {
      event.preventDefault();
      event.stopPropagation();
      element?.focus();
    };
    if (event.key === 'Escape') {
      focus(topLink(id));
      openNow(null);
    } else if (event.key === 'ArrowDown') focus(links[wrap(current + 1, links.length)]);
    else if (event.key === 'ArrowUp') focus(current <= 0 ? topLink(id) : links[current - 1]);
    else if (event.key === 'Home') focus(links[0]);
    else if (event.key === 'End') focus(links[links.length - 1]);
    else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const groups = Array.from(event.currentTarget.querySelectorAll('[data-menu-group]'));
      const inGroup = (document.activeElement as Element | null)?.closest('[data-menu-group]');
      const index = inGroup ? groups.indexOf(inGroup) : -1;
      const next = groups[wrap(index + (event.key === 'ArrowRight' ? 1 : -1), groups.length)];
      const target = next?.matches('a[href]') ? next : next?.querySelector('a[href]');
      if (target instanceof HTMLElement) focus(target);
    }
  };

  const onTopClick = (event: MouseEvent<HTMLAnchorElement>, item: MegaMenuBarItem) => {
    if (!item.panel || !isDesktop() || pointerType.current === 'mouse') return;
    if (open !== item.id) {
      event.preventDefault();
      openNow(item.id);
    }
  };

  const onListClick = (event: MouseEvent<HTMLUListElement>) => {
    if (event.defaultPrevented) return;
    const anchor = (event.target as Element).closest('a[href]');
    if (!anchor) return;
    analytics.track({
      name: megaMenuEvents.topNavLinkClick,
      blockType: 'megaMenu',
      data: linkClickData(anchor, 'desktop'),
    });
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: click delegation for analytics only; links handle keys
    <ul
      ref={listRef}
      className={styles.bar}
      onClick={onListClick}
      data-menu-open={open ?? undefined}
    >
      {items.map((item, index) => (
        <li
          key={item.id}
          className={styles.barItem}
          onPointerEnter={(event) => {
            if (event.pointerType !== 'mouse' || !isDesktop()) return;
            hovering.current = true;
            if (item.panel) intent.enter(item.id);
            else intent.leave();
          }}
          onPointerLeave={(event) => {
            if (event.pointerType !== 'mouse') return;
            hovering.current = false;
            intent.leave();
          }}
          onBlur={(event) => {
            const next = event.relatedTarget as Node | null;
            if (open === item.id && !event.currentTarget.contains(next) && !hovering.current)
              openNow(null);
          }}
        >
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a link that also discloses its panel (aria-expanded) */}
          <a
            className={
              item.menuStyle === 'highlight'
                ? `${styles.topLink} ${styles.topLinkHighlight}`
                : styles.topLink
            }
            {...linkProps(item.target)}
            data-menu-top={item.id}
            data-menu-level="1"
            {...(item.panel
              ? { 'aria-expanded': open === item.id, 'aria-controls': panelId(item.id) }
              : {})}
            onPointerDown={(event) => {
              pointerType.current = event.pointerType;
            }}
            onKeyDown={(event) => onTopKeyDown(event, index)}
            // biome-ignore lint/a11y/useValidAnchor: the link navigates; the handler only intercepts the first touch tap
            onClick={(event) => onTopClick(event, item)}
          >
            <MenuTitle title={item.title} titleHtml={item.titleHtml} icon={item.menuIcon} />
          </a>
          {item.panel ? (
            // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys between the panel's links
            <div
              id={panelId(item.id)}
              className={styles.panel}
              hidden={open !== item.id}
              onKeyDown={(event) => onPanelKeyDown(event, item.id)}
            >
              {item.panel}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
