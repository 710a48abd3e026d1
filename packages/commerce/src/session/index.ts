export * from './basketRecovery';
export * from './sessionRules';
