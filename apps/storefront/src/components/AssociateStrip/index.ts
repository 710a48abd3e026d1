export { AssociateStripSession } from './AssociateStripSession';
