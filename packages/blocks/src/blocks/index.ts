export * from './heroBanner';
export * from './productCollection';
export * from './richText';
