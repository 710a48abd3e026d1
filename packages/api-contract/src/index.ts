export * from './content';
export * from './errorCatalogue';
export * from './errors';
export * from './headers';
export * from './locales';
export * from './time';
