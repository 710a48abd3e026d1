'use client';

import { type ReactNode, useState } from 'react';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import * as styles from './Notification.css';

/** Tone of a notification. */
export type NotificationTone = 'info' | 'success' | 'warning' | 'error';

/** Props of {@link Notification}. */
export interface NotificationProps {
  /** Colour, icon and role: `error` is an alert, the others a status. Default `info`. */
  tone?: NotificationTone;
  title?: ReactNode;
  /** The message body. */
  children?: ReactNode;
  /** An action under the message, e.g. a `Button variant="link"`. */
  action?: ReactNode;
  /**
   * Makes the notification dismissible: a close button hides it, then `onDismiss` is called.
   * Without it the notification stays.
   */
  onDismiss?: () => void;
  /** Accessible name of the close button. */
  dismissLabel?: string;
  className?: string;
}

const toneIcons: Record<NotificationTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'warning',
  error: 'error',
};

/**
 * An inline message in the page flow (e.g. cart notifications of spec 1 §4: delivery-method
 * changes, out-of-stock items; top notifications of spec 1 §8). `role="alert"` for errors (read
 * out at once), `role="status"` otherwise (read politely).
 */
export function Notification({
  tone = 'info',
  title,
  children,
  action,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
}: NotificationProps) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.tone[tone], className].filter(Boolean).join(' ')}
      data-tone={tone}
    >
      <Icon name={toneIcons[tone]} className={styles.icon[tone]} />
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div>{children}</div>}
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {onDismiss ? (
        <IconButton
          label={dismissLabel}
          icon="close"
          size="sm"
          onClick={() => {
            setDismissed(true);
            onDismiss();
          }}
        />
      ) : (
        <span />
      )}
    </div>
  );
}
