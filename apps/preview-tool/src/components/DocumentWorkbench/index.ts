export {
  DocumentWorkbench,
  type DocumentWorkbenchProps,
  type WorkbenchFrame,
} from './DocumentWorkbench.client';
