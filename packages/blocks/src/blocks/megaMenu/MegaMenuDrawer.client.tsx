'use client';

import { Icon, preloadDialog } from '@storefront/ui';
import { useState } from 'react';
import { lazyIsland } from '../../renderer/lazyIsland.client';
import type { MegaMenuLabels } from './labels';
import * as styles from './MegaMenu.css';
import type { MenuItem } from './schema';

/** Props of {@link MegaMenuDrawer}: sanitized items (see `sanitizeMenuItems`) and the labels. */
export interface MegaMenuDrawerProps {
  items: readonly MenuItem[];
  labels: MegaMenuLabels;
}

/** The drawer itself, its own chunk (`lazyIsland`): rendered from the first intent to open. */
const DrawerPanel = lazyIsland(() =>
  import('./MegaMenuDrawerPanel.client').then((module) => module.MegaMenuDrawerPanel),
);

/**
 * The mobile menu (below lg, spec 3 §3 "Mega menu"): a Menu button opening a drawer (ui
 * Dialog, `panel` presentation) with the three levels (`MegaMenuDrawerPanel`). The page's first
 * load ships only the button: pointer or focus on it starts loading the drawer's code (and the
 * dialog's), and a press before that code is there is kept, so the drawer opens as soon as it
 * arrives. Focus returns to the button when the drawer closes.
 */
export function MegaMenuDrawer({ items, labels }: MegaMenuDrawerProps) {
  const [open, setOpen] = useState(false);
  // Whether the drawer is rendered (its chunk loads on first render): from the first intent on.
  const [wanted, setWanted] = useState(false);
  const intent = () => {
    setWanted(true);
    preloadDialog().catch(() => undefined);
  };
  return (
    <>
      <button
        type="button"
        className={styles.drawerTrigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onClick={() => {
          setWanted(true);
          setOpen((current) => !current);
        }}
        onPointerEnter={intent}
        onFocus={intent}
      >
        <Icon name="menu" size="md" />
        <span>{labels.menu}</span>
      </button>
      {wanted ? (
        <DrawerPanel items={items} labels={labels} open={open} onOpenChange={setOpen} />
      ) : null}
    </>
  );
}
