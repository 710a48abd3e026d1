'use client';

import {
  type ComponentProps,
  cloneElement,
  type MouseEvent,
  type ReactElement,
  useEffect,
  useState,
} from 'react';
import type { DialogProps } from './DialogRadix.client';

export type { DialogPresentation, DialogProps } from './DialogRadix.client';

type DialogCode = typeof import('./DialogRadix.client');

/** The dialog's code once loaded (one per page). */
let loaded: DialogCode | undefined;
let loading: Promise<DialogCode> | undefined;

/**
 * Starts loading the dialog's code (Radix: focus trap, scroll lock, portal) once per page;
 * later calls return the same promise (a new one after a failure). A dialog loads it when it
 * first opens and its trigger on pointer or focus intent; a host that opens dialogs at once
 * (tests, stories) may wait for it first.
 */
export function preloadDialog(): Promise<DialogCode> {
  loading ??= import('./DialogRadix.client').then(
    (code) => {
      loaded = code;
      return code;
    },
    (error: unknown) => {
      loading = undefined; // a failed load is retried by the next open
      throw error;
    },
  );
  return loading;
}

const preloadQuietly = () => {
  preloadDialog().catch(() => undefined);
};

/** The dialog's code once `wanted`: at once when a page already loaded it, else after the load. */
function useDialogCode(wanted: boolean): DialogCode | undefined {
  const [code, setCode] = useState<DialogCode | undefined>(undefined);
  useEffect(() => {
    if (!wanted || code) return;
    let live = true;
    preloadDialog().then(
      (next) => {
        if (live) setCode(next);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, code]);
  return code ?? (wanted ? loaded : undefined);
}

/**
 * A dialog (spec 1 §2): focus trap, Escape, scroll lock, `role="dialog"` with `aria-modal`, in
 * a portal on `<body>`; `presentation="modal"` centred, `presentation="panel"` a bottom sheet
 * on small screens and a right drawer on large ones; the 250 ms dialog transition (spec 1 §9),
 * none under `prefers-reduced-motion`. To let one dialog replace another, use the dialog
 * manager.
 *
 * Its code (Radix, `DialogRadix`) is not in any page's first load: until the dialog first
 * opens it renders only its `trigger` (the element given, with `aria-haspopup`,
 * `aria-expanded` and `data-state`, whose press opens it; pointer or focus on it starts the
 * load; focus returns to it on close), or nothing;
 * the first open loads the code and shows the dialog as soon as it is there, and a page that
 * loaded it once opens every later dialog at once. Controlled (`open`, `onOpenChange`) or not
 * (`defaultOpen`), as Radix's.
 */
export function Dialog({ open, defaultOpen, onOpenChange, trigger, ...rest }: DialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? ownOpen;
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  const code = useDialogCode(opened);
  const change = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  const dialog = code ? <code.DialogRadix {...rest} open={isOpen} onOpenChange={change} /> : null;
  if (!trigger) return dialog;
  // The trigger stays the same element before and after the code loads (focus returns to it
  // on close, as to any opener: `DialogRadix` without a trigger).
  const own = trigger.props as {
    onClick?: (event: MouseEvent<HTMLElement>) => void;
    onPointerEnter?: (event: MouseEvent<HTMLElement>) => void;
    onFocus?: (event: unknown) => void;
  };
  return (
    <>
      {cloneElement(trigger as ReactElement<Record<string, unknown>>, {
        'aria-haspopup': 'dialog',
        'aria-expanded': isOpen,
        'data-state': isOpen ? 'open' : 'closed',
        onClick: (event: MouseEvent<HTMLElement>) => {
          own.onClick?.(event);
          if (!event.defaultPrevented) change(!isOpen);
        },
        onPointerEnter: (event: MouseEvent<HTMLElement>) => {
          own.onPointerEnter?.(event);
          preloadQuietly();
        },
        onFocus: (event: unknown) => {
          own.onFocus?.(event);
          preloadQuietly();
        },
      })}
      {dialog}
    </>
  );
}

/**
 * A button that closes the enclosing dialog (wrap a `Button` in it: `asChild`). It renders
 * inside an open dialog's body, whose code is loaded by then.
 */
export function DialogClose(props: ComponentProps<DialogCode['DialogRadixClose']>) {
  const Close = loaded?.DialogRadixClose;
  return Close ? <Close {...props} /> : null;
}
