export {
  AssociateStripIsland,
  type AssociateStripIslandProps,
} from './AssociateStripIsland.client';
