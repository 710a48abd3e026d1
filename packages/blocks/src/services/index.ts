export { BlockServicesProvider, useBlockServices } from './context';
export {
  type AnalyticsEvent,
  type BlockLocale,
  type BlockServices,
  createBlockServices,
  noopBlockServices,
  type RenderMode,
} from './types';
