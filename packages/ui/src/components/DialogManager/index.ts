export {
  type DialogCommands,
  type DialogManager,
  DialogManagerProvider,
  type DialogManagerProviderProps,
  ManagedDialog,
  type ManagedDialogHandle,
  type ManagedDialogProps,
  type OpenDialogOptions,
  type OpenDialogRequest,
  useDialogCommands,
  useDialogManager,
  useManagedDialog,
} from './DialogManager.client';
export {
  type DialogArgs,
  type DialogManagerAction,
  type DialogManagerState,
  dialogManagerReducer,
  initialDialogManagerState,
  type OpenDialog,
} from './dialogManagerReducer';
