export { Dialog, DialogClose, type DialogPresentation, type DialogProps } from './Dialog.client';
