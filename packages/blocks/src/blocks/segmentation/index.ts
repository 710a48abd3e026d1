import { defineBlock } from '../../registry/registry';
import { Segmentation } from './Segmentation';
import { segmentationSchema } from './schema';

/** Registry entry of the `segmentation` wrapper block (spec 3 §3 "Segmentation"). */
export const segmentationBlock = defineBlock({
  type: 'segmentation',
  schema: segmentationSchema,
  Component: Segmentation,
});

export { segmentationFixtures } from './fixtures';
export { Segmentation, selectSegment } from './Segmentation';
export { type SegmentationFields, segmentationSchema, segmentSchema } from './schema';
