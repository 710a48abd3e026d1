export { Box, type BoxProps, extractSprinkles } from './Box';
