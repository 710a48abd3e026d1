export * from './RewardsForm.client';
