export * from './StorePicker';
