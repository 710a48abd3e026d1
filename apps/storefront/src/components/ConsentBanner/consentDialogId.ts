/** The preferences dialog's id in the dialog manager (spec 1 §2: one dialog manager). */
export const consentDialogId = 'consentPreferences';
