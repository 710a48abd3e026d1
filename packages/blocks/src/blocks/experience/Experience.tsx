import type { BlockProps } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { ExperienceTracker } from './islands.client';
import type { ExperienceFields } from './schema';
import { selectExperienceVariant } from './select';

/**
 * The `experience` wrapper (spec 3 §3, §4 "Experience"): renders its baselines, or the variant
 * that the test context or the host's decision selects (see `selectExperienceVariant`), through
 * the same registry, mode and services. Decided where the page renders, so no baseline flashes
 * into a variant. The content sits in a tiny client island for click tracking and recalculation.
 */
export function Experience({ fields, id, mode, services, registry }: BlockProps<ExperienceFields>) {
  const choice = selectExperienceVariant(fields, services.personalisation, services.consent);
  const blocks = choice.source === 'baseline' ? fields.baselines : choice.variant.targets;
  return (
    <ExperienceTracker
      blockId={id}
      experienceId={fields.experienceId}
      variantId={choice.source === 'baseline' ? 'baseline' : choice.variant.variantId}
      {...(fields.trackingEvent ? { trackingEvent: fields.trackingEvent } : {})}
    >
      <RenderBlocks blocks={blocks} registry={registry} mode={mode} services={services} />
    </ExperienceTracker>
  );
}
