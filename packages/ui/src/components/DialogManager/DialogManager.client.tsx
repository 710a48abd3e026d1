'use client';

import { createContext, type ReactNode, useCallback, useContext, useMemo, useReducer } from 'react';
import { Dialog, type DialogProps } from '../Dialog';
import {
  type DialogArgs,
  type DialogManagerState,
  dialogManagerReducer,
  initialDialogManagerState,
  type OpenDialog,
} from './dialogManagerReducer';

/** Options of `open`: `keep` leaves this dialog open when another one opens. */
export interface OpenDialogOptions {
  keep?: boolean;
}

/** The manager's commands (stable across renders: see {@link useDialogCommands}). */
export interface DialogCommands {
  /** Opens `id` with `args`, closing every other open dialog not marked kept (spec 1 §2). */
  open(id: string, args?: DialogArgs, options?: OpenDialogOptions): void;
  close(id: string): void;
  closeAll(): void;
  /** Opens `id` again with `args` merged over its previous arguments (spec 1 §2). */
  reopen(id: string, args?: DialogArgs): void;
}

/** What {@link useDialogManager} returns. Dialogs are named by string ids, e.g. 'signIn'. */
export interface DialogManager extends DialogCommands {
  isOpen(id: string): boolean;
  /** The ids of the open dialogs, in opening order (none: `[]`). */
  openIds: readonly string[];
  /** The arguments `id` was last opened with (kept after closing), or `{}`. */
  argsOf(id: string): DialogArgs;
}

const DialogManagerContext = createContext<DialogManager | null>(null);
const DialogCommandsContext = createContext<DialogCommands | null>(null);

/** The state of dialogs open from the first render (a story, a page that starts with one). */
function initialState(initialOpen: readonly OpenDialogRequest[] | undefined): DialogManagerState {
  return (initialOpen ?? []).reduce<DialogManagerState>(
    (state, { id, args, keep }) =>
      dialogManagerReducer(state, { type: 'open', id, args: args ?? {}, keep: keep ?? false }),
    initialDialogManagerState,
  );
}

/** A dialog to open: its id, arguments and whether it is kept (see {@link OpenDialog}). */
export type OpenDialogRequest = Pick<OpenDialog, 'id'> & Partial<Omit<OpenDialog, 'id'>>;

/** A manager over {@link dialogManagerReducer} held in the calling component's state. */
function useManagerState(initialOpen?: readonly OpenDialogRequest[]): {
  manager: DialogManager;
  commands: DialogCommands;
} {
  const [state, dispatch] = useReducer(dialogManagerReducer, initialOpen, initialState);
  const commands = useMemo<DialogCommands>(
    () => ({
      open: (id, args, options) =>
        dispatch({ type: 'open', id, args: args ?? {}, keep: options?.keep ?? false }),
      close: (id) => dispatch({ type: 'close', id }),
      closeAll: () => dispatch({ type: 'closeAll' }),
      reopen: (id, args) => dispatch({ type: 'reopen', id, args: args ?? {} }),
    }),
    [],
  );
  const manager = useMemo<DialogManager>(
    () => ({
      ...commands,
      isOpen: (id) => state.open.some((d) => d.id === id),
      openIds: state.open.map((d) => d.id),
      argsOf: (id) => state.lastArgs[id] ?? {},
    }),
    [commands, state],
  );
  return { manager, commands };
}

/** Props of {@link DialogManagerProvider}. */
export interface DialogManagerProviderProps {
  /** Dialogs open from the first render, in opening order (stories; nothing by default). */
  initialOpen?: readonly OpenDialogRequest[];
  children: ReactNode;
}

/**
 * Holds which dialogs are open and their arguments, with the rules of spec 1 §2: opening a
 * dialog closes any previous dialog not marked kept; a dialog can be reopened with merged
 * arguments. State is {@link dialogManagerReducer}. Put it once near the app root (the
 * storefront: its `[locale]` layout).
 */
export function DialogManagerProvider({ initialOpen, children }: DialogManagerProviderProps) {
  const { manager, commands } = useManagerState(initialOpen);
  return (
    <DialogCommandsContext.Provider value={commands}>
      <DialogManagerContext.Provider value={manager}>{children}</DialogManagerContext.Provider>
    </DialogCommandsContext.Provider>
  );
}

/**
 * The dialog manager of the nearest {@link DialogManagerProvider}. Outside a provider (a story
 * of one component, a host that has none) the caller gets a manager of its own, with the same
 * rules, over the dialogs it renders itself; an app provides one so that every dialog follows
 * the rules together.
 */
export function useDialogManager(): DialogManager {
  return useManagerParts().manager;
}

/** The shared manager and its stable commands, else the caller's own. */
function useManagerParts(): { manager: DialogManager; commands: DialogCommands } {
  const shared = useContext(DialogManagerContext);
  const sharedCommands = useContext(DialogCommandsContext);
  const own = useManagerState();
  return shared && sharedCommands ? { manager: shared, commands: sharedCommands } : own;
}

/**
 * The commands of the nearest {@link DialogManagerProvider} (open, close, closeAll, reopen):
 * the same object for the provider's life, so a component that only opens dialogs (a services
 * object, a button) does not re-render when one opens or closes. `null` outside a provider.
 */
export function useDialogCommands(): DialogCommands | null {
  return useContext(DialogCommandsContext);
}

/** What {@link useManagedDialog} returns: one dialog's state and its commands. */
export interface ManagedDialogHandle<A extends DialogArgs = DialogArgs> {
  /** Whether the dialog is open. */
  open: boolean;
  /** The arguments it was last (re)opened with (kept while it closes), or `{}`. */
  args: Partial<A>;
  /** Opens it with `args` (closing every other dialog not marked kept); stable, like `close`. */
  show(args?: A): void;
  /** Opens it with `args` merged over its previous arguments. */
  reopen(args?: Partial<A>): void;
  close(): void;
  /** For a {@link Dialog}'s `onOpenChange`: opens (previous arguments) or closes it. */
  onOpenChange(open: boolean): void;
}

/**
 * One dialog of the manager (spec 1 §2), for components that render their own {@link Dialog}:
 * `<Dialog open={d.open} onOpenChange={d.onOpenChange}>`. `keep` marks it kept when it opens.
 * @param id the dialog's id in the manager, e.g. 'miniCart'
 */
export function useManagedDialog<A extends DialogArgs = DialogArgs>(
  id: string,
  options: OpenDialogOptions = {},
): ManagedDialogHandle<A> {
  const { manager, commands } = useManagerParts();
  const keep = options.keep ?? false;
  // Stable for the manager's life (an effect may depend on them).
  const show = useCallback(
    (args?: A) => commands.open(id, args ?? {}, { keep }),
    [commands, id, keep],
  );
  const close = useCallback(() => commands.close(id), [commands, id]);
  return {
    open: manager.isOpen(id),
    args: manager.argsOf(id) as Partial<A>,
    show,
    reopen: (args) => manager.reopen(id, args ?? {}),
    close,
    onOpenChange: (next) => (next ? manager.open(id, manager.argsOf(id), { keep }) : close()),
  };
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
  const managed = useManagedDialog<A>(id);
  const args = managed.args as A;
  return (
    <Dialog
      {...dialog}
      title={typeof title === 'function' ? title(args) : title}
      open={managed.open}
      onOpenChange={managed.onOpenChange}
    >
      {children(args, managed.close)}
    </Dialog>
  );
}
