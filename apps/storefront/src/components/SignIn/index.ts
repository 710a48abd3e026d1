export { LazySignInDialogs, preloadSignInDialogs } from './LazySignInDialogs.client';
export type { SignInDialogWords } from './words';
