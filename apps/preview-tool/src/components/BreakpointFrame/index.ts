export {
  BreakpointFrame,
  type BreakpointFrameProps,
  breakpointHeights,
} from './BreakpointFrame.client';
