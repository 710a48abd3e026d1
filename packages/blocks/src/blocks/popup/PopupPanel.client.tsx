'use client';

import { Dialog, Image, Inline } from '@storefront/ui';
import * as styles from './Popup.css';
import type { PopupFields } from './schema';

/** Props of {@link PopupPanel}. */
export interface PopupPanelProps {
  fields: PopupFields;
  labels: { close: string };
  /** The dialog was closed (close button, Escape, overlay): the pop-up is dismissed. */
  onDismiss: () => void;
  /** A target was followed (spec 3 §9 "Pop-up click"). */
  onTargetClick: (target: PopupFields['targets'][number]) => void;
}

/**
 * The expanded pop-up (spec 3 §4 "Pop-up"): the ui Dialog with the logo, the title, the targets
 * and the disclaimer in the pop-up's colours. Rendered by `PopupClient` once it expands, from a
 * chunk of its own (`islands.client.ts`), so a page entry loads only the minimized tab.
 */
export function PopupPanel({ fields, labels, onDismiss, onTargetClick }: PopupPanelProps) {
  const { logo } = fields;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      title={fields.maximizedTitle ?? fields.title}
      closeLabel={labels.close}
      size="sm"
    >
      <div
        className={`${styles.panel} ${styles.colors[fields.colors.background]}`}
        data-popup-type={fields.popupType}
      >
        {logo ? (
          <Image
            className={styles.logo[fields.logoSize]}
            sources={{ sm: { src: logo.url, width: logo.width, height: logo.height } }}
            alt={logo.alt}
            fit="contain"
            loading="eager"
          />
        ) : null}
        {fields.maximizedTitle ? <p className={styles.title}>{fields.title}</p> : null}
        {fields.targets.length > 0 ? (
          <Inline gap="xs" align="stretch" justify="center">
            {fields.targets.map((target) => (
              <a
                key={`${target.url}|${target.text}`}
                className={styles.target}
                href={target.url}
                target={target.target}
                rel={target.target === '_blank' ? 'noopener noreferrer' : undefined}
                onClick={() => onTargetClick(target)}
              >
                {target.text}
              </a>
            ))}
          </Inline>
        ) : null}
      </div>
      {fields.disclaimer ? <p className={styles.disclaimer}>{fields.disclaimer}</p> : null}
    </Dialog>
  );
}
