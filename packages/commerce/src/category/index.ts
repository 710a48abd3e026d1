export * from './listingQuery';
