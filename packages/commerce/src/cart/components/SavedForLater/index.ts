export * from './SavedForLater.client';
