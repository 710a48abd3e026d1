'use client';

import { createContext, type ReactNode, useContext, useMemo, useReducer } from 'react';
import { Dialog, type DialogProps } from '../Dialog';
import {
  type DialogArgs,
  dialogManagerReducer,
  initialDialogManagerState,
} from './dialogManagerReducer';

/** Options of `open`: `keep` leaves this dialog open when another one opens. */
export interface OpenDialogOptions {
  keep?: boolean;
}

/** What {@link useDialogManager} returns. Dialogs are named by string ids, e.g. 'signIn'. */
export interface DialogManager {
  /** Opens `id` with `args`, closing every other open dialog not marked kept (spec 1 §2). */
  open(id: string, args?: DialogArgs, options?: OpenDialogOptions): void;
  close(id: string): void;
  closeAll(): void;
  /** Opens `id` again with `args` merged over its previous arguments (spec 1 §2). */
  reopen(id: string, args?: DialogArgs): void;
  isOpen(id: string): boolean;
  /** The arguments `id` was last opened with (kept after closing), or `{}`. */
  argsOf(id: string): DialogArgs;
}

const DialogManagerContext = createContext<DialogManager | null>(null);

/**
 * Holds which dialogs are open and their arguments, with the rules of spec 1 §2: opening a
 * dialog closes any previous dialog not marked kept; a dialog can be reopened with merged
 * arguments. State is {@link dialogManagerReducer}. Put it once near the app root.
 */
export function DialogManagerProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(dialogManagerReducer, initialDialogManagerState);
  const manager = useMemo<DialogManager>(
    () => ({
      open: (id, args, options) =>
        dispatch({ type: 'open', id, args: args ?? {}, keep: options?.keep ?? false }),
      close: (id) => dispatch({ type: 'close', id }),
      closeAll: () => dispatch({ type: 'closeAll' }),
      reopen: (id, args) => dispatch({ type: 'reopen', id, args: args ?? {} }),
      isOpen: (id) => state.open.some((d) => d.id === id),
      argsOf: (id) => state.lastArgs[id] ?? {},
    }),
    [state],
  );
  return <DialogManagerContext.Provider value={manager}>{children}</DialogManagerContext.Provider>;
}

/**
 * The dialog manager of the nearest {@link DialogManagerProvider}.
 * @throws Error when used outside a provider.
 */
export function useDialogManager(): DialogManager {
  const manager = useContext(DialogManagerContext);
  if (!manager) throw new Error('useDialogManager must be used inside <DialogManagerProvider>');
  return manager;
}

/** Props of {@link ManagedDialog}: a {@link Dialog}'s, with the open state from the manager. */
export interface ManagedDialogProps<A extends DialogArgs = DialogArgs>
  extends Omit<DialogProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'children' | 'title'> {
  /** The dialog's id in the manager. */
  id: string;
  /** The title, or a function of the arguments. */
  title: string | ((args: A) => string);
  /** The body, rendered from the current arguments; `close` closes this dialog. */
  children: (args: A, close: () => void) => ReactNode;
}

/**
 * A {@link Dialog} opened and closed by the dialog manager under `id`. Its body is a function
 * of the arguments the dialog was (re)opened with; they stay during the closing transition.
 */
export function ManagedDialog<A extends DialogArgs = DialogArgs>({
  id,
  title,
  children,
  ...dialog
}: ManagedDialogProps<A>) {
  const manager = useDialogManager();
  const args = manager.argsOf(id) as A;
  const close = () => manager.close(id);
  return (
    <Dialog
      {...dialog}
      title={typeof title === 'function' ? title(args) : title}
      open={manager.isOpen(id)}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      {children(args, close)}
    </Dialog>
  );
}
