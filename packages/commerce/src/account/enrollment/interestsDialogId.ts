/**
 * The interests dialog's id in the dialog manager (spec 2 §2 dialogs: "interests"), in a module
 * of its own so a host can refer to it without loading the dialog.
 */
export const interestsDialogId = 'interests';
