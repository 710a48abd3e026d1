export * from './catalogService';
export * from './storeService';
export { validateAnswer } from './validate';
