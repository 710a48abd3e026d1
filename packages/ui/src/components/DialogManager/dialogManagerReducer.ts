/** Arguments a dialog is opened with (any serialisable object). */
export type DialogArgs = Record<string, unknown>;

/** One open dialog. `keep`: it stays open when another dialog opens. */
export interface OpenDialog {
  id: string;
  args: DialogArgs;
  keep: boolean;
}

/**
 * The dialog manager's state: the open dialogs in opening order, and the last arguments of
 * every dialog ever opened (kept after closing, so a reopen can merge into them).
 */
export interface DialogManagerState {
  open: OpenDialog[];
  lastArgs: Record<string, DialogArgs>;
}

/** Actions of {@link dialogManagerReducer}. */
export type DialogManagerAction =
  | { type: 'open'; id: string; args?: DialogArgs; keep?: boolean }
  | { type: 'reopen'; id: string; args?: DialogArgs; keep?: boolean }
  | { type: 'close'; id: string }
  | { type: 'closeAll' };

/** The state with no dialog open. */
export const initialDialogManagerState: DialogManagerState = { open: [], lastArgs: {} };

function openDialog(
  state: DialogManagerState,
  id: string,
  args: DialogArgs,
  keep: boolean,
): DialogManagerState {
  // Spec 1 §2: opening a dialog closes any previous dialog that is not marked kept.
  const others = state.open.filter((d) => d.id !== id && d.keep);
  return {
    open: [...others, { id, args, keep }],
    lastArgs: { ...state.lastArgs, [id]: args },
  };
}

/**
 * Pure reducer of the dialog manager (spec 1 §2):
 * - `open`: opens `id` with `args` (replacing earlier ones) and closes every other open dialog
 *   not marked `keep`;
 * - `reopen`: the same, with `args` merged over the dialog's previous arguments;
 * - `close` closes one dialog; `closeAll` closes every dialog.
 */
export function dialogManagerReducer(
  state: DialogManagerState,
  action: DialogManagerAction,
): DialogManagerState {
  switch (action.type) {
    case 'open':
      return openDialog(state, action.id, action.args ?? {}, action.keep ?? false);
    case 'reopen': {
      const previous = state.lastArgs[action.id] ?? {};
      const wasKept = state.open.find((d) => d.id === action.id)?.keep ?? false;
      return openDialog(state, action.id, { ...previous, ...action.args }, action.keep ?? wasKept);
    }
    case 'close':
      if (!state.open.some((d) => d.id === action.id)) return state;
      return { ...state, open: state.open.filter((d) => d.id !== action.id) };
    case 'closeAll':
      return state.open.length === 0 ? state : { ...state, open: [] };
  }
}
