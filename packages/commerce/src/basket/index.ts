export * from './basketService';
