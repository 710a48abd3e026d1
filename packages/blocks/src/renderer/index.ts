export { BlockBoundary, type BlockBoundaryProps } from './BlockBoundary.client';
export { BlockPlaceholder, type BlockPlaceholderProps } from './BlockPlaceholder';
export {
  type BlockIssue,
  type BlockLog,
  type BlockLogEntry,
  type BlockLogEvent,
  type BlockRenderLogEntry,
  consoleBlockLog,
  logBlockEvent,
} from './log';
export { RenderBlocks, type RenderBlocksProps } from './RenderBlocks';
export { type ResolvedBlock, resolveBlock, toBlockIssues } from './resolve';
