export { ColourSwatches, type ColourSwatchesProps } from './ColourSwatches';
