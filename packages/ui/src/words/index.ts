export { fillPlaceholders, placeholders } from './placeholders';
