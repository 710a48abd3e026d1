import type { BlockProps } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { evaluateSegmentCondition } from '../../services/segments';
import type { ShopperSession } from '../../services/session';
import { segmentationRoot } from './Segmentation.css';
import type { SegmentationFields } from './schema';

/**
 * What a segmentation block shows (spec 3 §4 "Segmentation"): the targets of the first segment
 * whose condition holds for the session, else the first baseline (`segmentId` `null`).
 */
export function selectSegment(
  fields: SegmentationFields,
  session: ShopperSession,
): { segmentId: string | null; blocks: readonly unknown[] } {
  const segment = fields.segments.find((s) => evaluateSegmentCondition(s.id, session));
  if (segment) return { segmentId: segment.id, blocks: segment.targets };
  return { segmentId: null, blocks: fields.baselines.slice(0, 1) };
}

/**
 * The `segmentation` wrapper (spec 3 §3, §4, §6): renders the chosen segment's blocks (see
 * {@link selectSegment}) through the same registry, mode and services. Static: no client JS.
 */
export function Segmentation({ fields, mode, services, registry }: BlockProps<SegmentationFields>) {
  const { segmentId, blocks } = selectSegment(fields, services.session);
  return (
    <div className={segmentationRoot} data-segment={segmentId ?? 'baseline'}>
      <RenderBlocks blocks={blocks} registry={registry} mode={mode} services={services} />
    </div>
  );
}
