export { BreakpointSwitch, type BreakpointSwitchProps } from './BreakpointSwitch';
