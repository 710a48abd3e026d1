import { defineBlock } from '../../registry/registry';
import { FilterBy } from './FilterBy';
import { filterBySchema } from './schema';

/** Registry entry of the `filterBy` wrapper block (spec 3 §2 "Filter-by block"). */
export const filterByBlock = defineBlock({
  type: 'filterBy',
  schema: filterBySchema,
  Component: FilterBy,
});

export { FilterBy, filterByMatches } from './FilterBy';
export { filterByFixtures } from './fixtures';
export { type FilterByFields, filterBySchema } from './schema';
