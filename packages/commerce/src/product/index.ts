export * from './stockState';
export * from './variantSelection';
