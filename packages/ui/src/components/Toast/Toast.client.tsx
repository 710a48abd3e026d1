'use client';

import * as RadixToast from '@radix-ui/react-toast';
import { clsx } from 'clsx';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import * as styles from './Toast.css';
import { createToastQueue } from './toastQueue';
import { DEFAULT_TOAST_DISMISS_MS, type ToastOptions, type ToastTone } from './toastReducer';

/** What {@link useToast} returns. */
export interface ToastApi {
  /**
   * Shows a toast; returns its id. A toast whose title is already shown is not added again
   * (spec 2 §4): the shown one's id is returned.
   */
  show(options: ToastOptions): string;
  /** Removes a toast now. */
  dismiss(id: string): void;
}

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children: ReactNode;
  /** Delay in ms before a toast dismisses itself (configuration; default 5000 ms, spec 2 §9). */
  dismissAfterMs?: number;
  /** Accessible name of the toast region; `{hotkey}` is replaced by F8. */
  label?: string;
  /** Accessible name of each toast's dismiss button. */
  dismissLabel?: string;
}

const ToastContext = createContext<ToastApi | null>(null);

const toneIcons: Record<ToastTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'warning',
  error: 'error',
};

/**
 * Shows toasts (spec 2 §4, §9): each dismisses itself after `dismissAfterMs` counted on a
 * 200 ms timer tick, pausing while hovered or focused; a title already shown is not added
 * twice. Rendered with Radix Toast: a labelled region (F8 moves focus to it), announced
 * politely, or assertively for `tone: 'error'`.
 */
export function ToastProvider({
  children,
  dismissAfterMs = DEFAULT_TOAST_DISMISS_MS,
  label = 'Notifications ({hotkey})',
  dismissLabel = 'Dismiss',
}: ToastProviderProps) {
  const [queue] = useState(() => createToastQueue({ dismissAfterMs }));
  useEffect(() => () => queue.destroy(), [queue]);
  const { toasts } = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  const api = useMemo<ToastApi>(() => ({ show: queue.show, dismiss: queue.dismiss }), [queue]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={Number.POSITIVE_INFINITY} label={label}>
        {children}
        {toasts.map((t) => (
          <RadixToast.Root
            key={t.id}
            open
            duration={Number.POSITIVE_INFINITY}
            type={t.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) queue.dismiss(t.id);
            }}
            onPause={() => queue.pause(t.id)}
            onResume={() => queue.resume(t.id)}
            className={clsx(styles.toast, styles.tone[t.tone])}
            data-tone={t.tone}
          >
            <Icon name={toneIcons[t.tone]} className={styles.toneIcon[t.tone]} />
            <div className={styles.text}>
              <RadixToast.Title className={styles.title}>{t.title}</RadixToast.Title>
              {t.description && (
                <RadixToast.Description className={styles.description}>
                  {t.description}
                </RadixToast.Description>
              )}
            </div>
            <RadixToast.Close asChild>
              <IconButton label={dismissLabel} icon="close" size="sm" />
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className={styles.viewport} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/**
 * The toast API of the nearest {@link ToastProvider}.
 * @throws Error when used outside a provider.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
