export {
  type DialogManager,
  DialogManagerProvider,
  ManagedDialog,
  type ManagedDialogProps,
  type OpenDialogOptions,
  useDialogManager,
} from './DialogManager';
export {
  type DialogArgs,
  type DialogManagerAction,
  type DialogManagerState,
  dialogManagerReducer,
  initialDialogManagerState,
  type OpenDialog,
} from './dialogManagerReducer';
