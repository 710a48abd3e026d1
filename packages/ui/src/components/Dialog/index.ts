export {
  Dialog,
  DialogClose,
  type DialogPresentation,
  type DialogProps,
  preloadDialog,
} from './Dialog.client';
