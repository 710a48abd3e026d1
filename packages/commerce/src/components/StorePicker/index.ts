export * from './StorePicker.client';
