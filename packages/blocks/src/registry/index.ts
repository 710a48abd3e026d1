export {
  type AnyBlockDefinition,
  type BlockDefinition,
  type BlockProps,
  type BlockRegistry,
  createRegistry,
  defineBlock,
  extendRegistry,
  lookupBlock,
} from './registry';
