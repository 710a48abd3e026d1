export * from './Totals';
