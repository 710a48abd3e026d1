// The experiment delivery queue for hosts' browser code (spec 3 §9), without the blocks' styles.
export {
  createExperimentEventQueue,
  type ExperimentEventQueue,
  experimentDeliveryDefaults,
  type PendingExperimentEvent,
} from '../analytics/experimentEvents';
export {
  type BlockIssue,
  type BlockLog,
  type BlockLogEntry,
  type BlockLogEvent,
  type BlockRenderLogEntry,
  consoleBlockLog,
  logBlockEvent,
} from '../renderer/log';
export * from './consent';
export { BlockServicesProvider, useBlockServices } from './context.client';
export * from './editorial';
export * from './forms';
export * from './inputs';
export * from './personalisation';
export * from './products';
export * from './route';
export * from './segments';
export * from './session';
export * from './simulatedSession';
export * from './simulators';
export {
  type AnalyticsEvent,
  type BlockLocale,
  type BlockPrefetch,
  type BlockServices,
  createBlockServices,
  noopBlockServices,
  type RenderMode,
} from './types';
export {
  type BlockMessages,
  type BlockWords,
  blockWords,
  mergeBlockMessages,
} from './words';
