export * from './ThreeDSecureDialog.client';
