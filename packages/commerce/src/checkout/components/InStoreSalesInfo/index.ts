export * from './InStoreSalesInfo';
