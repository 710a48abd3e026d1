export * from './labels';
export * from './QuickShop';
export * from './QuickShopPicker';
