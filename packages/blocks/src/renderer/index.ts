export { BlockBoundary, type BlockBoundaryProps } from './BlockBoundary';
export { BlockPlaceholder, type BlockPlaceholderProps } from './BlockPlaceholder';
export { type BlockIssue, type BlockLogEntry, type BlockLogEvent, logBlockEvent } from './log';
export { RenderBlocks, type RenderBlocksProps } from './RenderBlocks';
export { type ResolvedBlock, resolveBlock, toBlockIssues } from './resolve';
