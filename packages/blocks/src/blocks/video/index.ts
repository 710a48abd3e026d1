import { defineBlock } from '../../registry/registry';
import { videoSchema } from './schema';
import { Video } from './Video';

/** Registry entry of the `video` block (spec 3 §3 "Other blocks: video"). */
export const videoBlock = defineBlock({ type: 'video', schema: videoSchema, Component: Video });

export { videoFixtures } from './fixtures';
export { type VideoLabels, videoLabels } from './labels';
export {
  cssAspectRatio,
  formatTimestamp,
  isDirectSource,
  isPlayerRawUrl,
  offlinePlayerOptions,
  sourceType,
} from './playerOptions';
export {
  type PlayerSettings,
  playerSettingsSchema,
  type VideoFields,
  videoAspectRatios,
  videoSchema,
  videoTrackKinds,
} from './schema';
export { Video } from './Video';
export { VideoPlayer, type VideoPlayerProps, type VideoStage } from './VideoPlayer.client';
