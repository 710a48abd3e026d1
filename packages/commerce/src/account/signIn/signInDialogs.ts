/**
 * The sign-in dialogs' ids in the dialog manager (spec 1 §2 dialogs "sign in", "sign-in
 * confirmation"; spec 2 §2). The host opens `signIn` with {@link SignInDialogArgs}.
 */
export const signInDialogs = {
  /** The sign-in dialog (modal or panel); arguments: {@link SignInDialogArgs}. */
  signIn: 'signIn',
  /** The sign-in confirmation, after a successful sign-in; arguments: `{ redirectTo }`. */
  signInConfirmation: 'signInConfirmation',
} as const;

/** Arguments of the sign-in dialog. */
export interface SignInDialogArgs extends Record<string, unknown> {
  /**
   * Where to go once signed in: a same-origin path with its query and hash (the host checks
   * it again); default: the page the dialog was opened on.
   */
  returnTo?: string;
}
