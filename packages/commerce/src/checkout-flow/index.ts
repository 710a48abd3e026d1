export * from './addressForm';
export * from './card';
export * from './errorPlacement';
export * from './labels';
export * from './placement';
export * from './stageSwitch';
export * from './steps';
export * from './types';
