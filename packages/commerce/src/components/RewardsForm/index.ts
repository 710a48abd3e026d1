export * from './RewardsForm';
