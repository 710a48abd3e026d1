export { DocumentBlocks, type DocumentBlocksProps } from './DocumentBlocks';
