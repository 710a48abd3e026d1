export * from './labels';
export * from './QuickShop.client';
