export { type ToastApi, ToastProvider, type ToastProviderProps, useToast } from './Toast.client';
export { createToastQueue, type ToastQueue, type ToastQueueOptions } from './toastQueue';
export {
  DEFAULT_TOAST_DISMISS_MS,
  initialToastState,
  TOAST_TICK_MS,
  type ToastAction,
  type ToastItem,
  type ToastOptions,
  type ToastState,
  type ToastTone,
  toastReducer,
} from './toastReducer';
