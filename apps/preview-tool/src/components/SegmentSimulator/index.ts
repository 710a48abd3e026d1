export { SegmentSimulator, type SegmentSimulatorProps } from './SegmentSimulator.client';
