/**
 * The sign-up dialog's id in the dialog manager (spec 2 §2 dialogs: "sign up"), in a module of
 * its own so a trigger can open the dialog without loading the form.
 */
export const signUpDialogId = 'signUp';
