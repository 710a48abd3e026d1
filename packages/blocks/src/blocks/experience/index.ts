import { defineBlock } from '../../registry/registry';
import { Experience } from './Experience';
import { experienceSchema } from './schema';

/** Registry entry of the `experience` wrapper block (spec 3 §3 "Experience"). */
export const experienceBlock = defineBlock({
  type: 'experience',
  schema: experienceSchema,
  Component: Experience,
});

export { Experience } from './Experience';
export { ExperienceTracker, type ExperienceTrackerProps } from './ExperienceTracker.client';
export { experienceFixtures } from './fixtures';
export {
  type ExperienceFields,
  type ExperienceVariant,
  experienceSchema,
  experienceVariantSchema,
  nestedBlocksSchema,
} from './schema';
export { collectExperienceIds, type ExperienceChoice, selectExperienceVariant } from './select';
