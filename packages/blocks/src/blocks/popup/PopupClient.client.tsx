'use client';

import { IconButton, useDialogManager } from '@storefront/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { functionalStorage } from '../../services/consent';
import { useBlockServices } from '../../services/context.client';
import { isDismissed, storeDismissal } from './dismissals';
import { PopupPanel } from './islands.client';
import * as styles from './Popup.css';
import type { PopupFields } from './schema';

/** Analytics event names of a pop-up (spec 3 §9 "Pop-up impression, expand and click"). */
export const popupEvents = {
  impression: 'popupImpression',
  expand: 'popupExpand',
  click: 'popupClick',
} as const;

/** Props of {@link PopupClient}: serialisable only (it is a client island). */
export interface PopupClientProps {
  id: string;
  fields: PopupFields;
  labels: { close: string };
}

type Stage = 'pending' | 'shown' | 'dismissed';

/**
 * The pop-up island (spec 3 §4 "Pop-up"): nothing on the server render; on page entry, unless its
 * `name` was dismissed, it appears minimized (a tab at the bottom of the viewport) and sends the
 * impression event; after `delay` ms, or when the tab is pressed, it expands into the ui Dialog
 * and sends the expand event (the expanded pop-up, `PopupPanel`, loads then). The expanded
 * pop-up is a dialog of the host's dialog manager (spec 1 §2, id `popup:{block id}`): a dialog
 * the shopper opens closes it back to the tab, and the timed expansion waits (the tab stays)
 * while another dialog is open instead of closing it. The close action (tab close button,
 * dialog close, Escape, overlay) dismisses it: the name is stored and it never shows again
 * (with functional consent, `functionalStorage`, spec 3 §9; else it is gone for this page
 * only). A target click sends the click event. The tab slides in only without
 * `prefers-reduced-motion`; the Dialog has no motion then.
 */
export function PopupClient({ id, fields, labels }: PopupClientProps) {
  const { analytics } = useBlockServices();
  const [stage, setStage] = useState<Stage>('pending');
  const manager = useDialogManager();
  const dialogId = `popup:${id}`;
  const expanded = manager.isOpen(dialogId);
  const { open: openDialog, close: closeDialog } = manager;
  // The timer reads the manager as it is when it fires.
  const managerRef = useRef(manager);
  managerRef.current = manager;
  const expandedOnce = useRef(false);
  const data = { popupName: fields.name, popupType: fields.popupType };
  const track = (name: string, extra: Record<string, unknown> = {}) =>
    analytics.track({ name, blockType: 'popup', blockId: id, data: { ...data, ...extra } });
  const trackRef = useRef(track);
  trackRef.current = track;

  const expand = useCallback(() => {
    openDialog(dialogId);
    if (!expandedOnce.current) {
      expandedOnce.current = true;
      trackRef.current(popupEvents.expand);
    }
  }, [openDialog, dialogId]);

  useEffect(() => {
    if (isDismissed(window.localStorage, fields.name)) {
      setStage('dismissed');
      return;
    }
    setStage('shown');
    trackRef.current(popupEvents.impression);
    const timer = window.setTimeout(() => {
      if (managerRef.current.openIds.length === 0) expand();
    }, fields.delay);
    return () => window.clearTimeout(timer);
  }, [fields.name, fields.delay, expand]);

  const dismiss = () => {
    storeDismissal(functionalStorage(), fields.name);
    setStage('dismissed');
    closeDialog(dialogId);
  };

  const colour = styles.colors[fields.colors.background];
  if (stage === 'shown' && !expanded)
    return (
      <aside className={`${styles.tab} ${colour}`} aria-label={fields.minimizedTitle}>
        <button type="button" className={styles.tabButton} onClick={expand}>
          {fields.minimizedTitle}
        </button>
        <IconButton label={labels.close} icon="close" size="sm" onClick={dismiss} />
      </aside>
    );
  if (stage !== 'shown') return null;
  return (
    <PopupPanel
      fields={fields}
      labels={labels}
      onDismiss={dismiss}
      onTargetClick={(target) => {
        track(popupEvents.click, { targetText: target.text, targetUrl: target.url });
        // Followed: its job is done (e.g. the newsletter sign-up, spec 3 §5), so it is not
        // offered again on the page the target leads to.
        storeDismissal(functionalStorage(), fields.name);
      }}
    />
  );
}
