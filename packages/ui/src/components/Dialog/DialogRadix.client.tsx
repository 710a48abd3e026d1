'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { type ReactElement, type ReactNode, useCallback, useRef, useState } from 'react';
import { IconButton } from '../IconButton';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './Dialog.css';

/** Where a dialog sits: `modal` centred; `panel` a bottom sheet on sm/md and a right drawer on lg. */
export type DialogPresentation = 'modal' | 'panel';

/** Props of `Dialog` (`Dialog.client.tsx`) and of {@link DialogRadix}. */
export interface DialogProps {
  /** Controlled open state (with `onOpenChange`). */
  open?: boolean;
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, close button, Escape, overlay click). */
  onOpenChange?: (open: boolean) => void;
  /** A button that opens the dialog (rendered as Radix `Trigger` with `asChild`). */
  trigger?: ReactElement;
  /** The dialog's accessible name, required; shown as the heading unless `hideTitle`. */
  title: string;
  /** Keeps the title for assistive technology only. */
  hideTitle?: boolean;
  /** A short description under the title, linked with `aria-describedby`. */
  description?: ReactNode;
  /** `modal` (default) or `panel` (spec 1 §2). */
  presentation?: DialogPresentation;
  /** Width of a modal: `sm` 400 px, `md` 560 px (default), `lg` 800 px. Ignored by a panel. */
  size?: keyof typeof styles.modalSize;
  /** Accessible name of the close button; 'Close' by default. */
  closeLabel?: string;
  /** Actions kept in view under the scrollable body. */
  footer?: ReactNode;
  /** The scrollable body. */
  children?: ReactNode;
  className?: string;
}

/**
 * Where focus goes when a dialog without a `trigger` closes (one opened by the dialog manager or
 * by state): back to the element that had it when the dialog opened, as Radix does for its own
 * trigger (WCAG 2.4.3). Not when that element is gone (it was inside a dialog that closed) or
 * when another dialog is open by then (one dialog replacing another, spec 1 §2).
 * @param hasTrigger whether Radix's trigger takes care of it
 */
function useFocusReturn(hasTrigger: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  if (hasTrigger) return {};
  return {
    onOpenAutoFocus: () => {
      // Radix calls this before moving focus in: the active element is still the opener.
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      opener.current = null;
      if (!element?.isConnected) return;
      if (document.querySelector('[role="dialog"][data-state="open"]')) return;
      event.preventDefault();
      element.focus();
    },
  };
}

/**
 * The dialog's code, loaded by `Dialog` (`Dialog.client.tsx`) when it first opens, so no
 * page ships Radix before a dialog is wanted. A dialog on Radix (focus trap, Escape, scroll lock, `role="dialog"` with `aria-modal`), in a
 * portal on `<body>` so it inherits the brand theme class there. `presentation="modal"` is
 * centred; `presentation="panel"` sits at the bottom on small screens (size large) and at the
 * right on large screens (size full) (spec 1 §2). Opening and closing take the 250 ms dialog
 * transition (spec 1 §9, `vars.motion.duration.dialog`), with no motion under
 * `prefers-reduced-motion`. To let one dialog replace another, use the dialog manager.
 */
export function DialogRadix({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  description,
  presentation = 'modal',
  size = 'md',
  closeLabel = 'Close',
  footer,
  children,
  className,
}: DialogProps) {
  const restoreFocus = useFocusReturn(Boolean(trigger));
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={clsx(
            styles.presentation[presentation],
            presentation === 'modal' && styles.modalSize[size],
            className,
          )}
          data-presentation={presentation}
          {...restoreFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={clsx(styles.header, hideTitle && styles.headerHiddenTitle)}>
            <RadixDialog.Title className={hideTitle ? visuallyHidden : styles.title}>
              {title}
            </RadixDialog.Title>
          </div>
          {description && (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          )}
          <DialogBody>{children}</DialogBody>
          {footer && <div className={styles.footer}>{footer}</div>}
          {/* Last in the DOM so focus starts in the body; placed top-right by CSS. */}
          <RadixDialog.Close asChild>
            <IconButton label={closeLabel} icon="close" size="sm" className={styles.close} />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * The scrollable body. While its content overflows it is focusable (`tabIndex=0`), so keyboard
 * users can scroll it (WCAG 2.1.1); otherwise it adds no tab stop.
 */
function DialogBody({ children }: { children: ReactNode }) {
  const [scrollable, setScrollable] = useState(false);
  const ref = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const measure = () => setScrollable(node.scrollHeight > node.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of node.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={styles.body} tabIndex={scrollable ? 0 : undefined}>
      {children}
    </div>
  );
}

/** A button that closes the enclosing dialog (wrap a `Button` in it: `asChild`). */
export const DialogRadixClose = RadixDialog.Close;
