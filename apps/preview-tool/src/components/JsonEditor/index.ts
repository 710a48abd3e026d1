export { JsonEditor, type JsonEditorProps, type JsonEditorStatus } from './JsonEditor.client';
