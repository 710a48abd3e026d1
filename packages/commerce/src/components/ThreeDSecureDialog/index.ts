export * from './ThreeDSecureDialog';
