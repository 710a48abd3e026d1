export * from './contentService';
