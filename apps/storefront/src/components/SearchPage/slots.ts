/**
 * The content slots of the `search` augmented page (spec 2 §7; spec 3 §2 page kind `search`),
 * in page order: `top` under the form, `main` above the results (or under the no-results
 * suggestions), `bottom` last.
 */
export const searchSlots = ['top', 'main', 'bottom'] as const;
