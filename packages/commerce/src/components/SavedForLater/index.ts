export * from './SavedForLater';
