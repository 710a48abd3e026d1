export * from './CartDialogs';
