import { accessoryModels } from './accessories';
import { apparelModels } from './apparel';
import { footwearModels } from './footwear';
import { kidsModels } from './kids';
import type { Audience, SizeRun } from './types';

export type { Audience, SeedModel, SizeRun } from './types';

/**
 * The regular models of the catalogue, by product family, in model-number order (the seed's
 * PRNG draws in this order: keep it, or the generated catalogue changes).
 */
export const seedModels = [...footwearModels, ...apparelModels, ...accessoryModels, ...kidsModels];

/** Sizes of a run for an audience. */
export function sizesFor(run: SizeRun, audience: Audience): string[] {
  if (run === 'one') return ['OS'];
  if (run === 'socks') return ['S', 'M', 'L'];
  if (run === 'apparel')
    return audience === 'W' ? ['XS', 'S', 'M', 'L', 'XL'] : ['S', 'M', 'L', 'XL', 'XXL'];
  if (audience === 'K') return ['11C', '12C', '13C', '1Y', '2Y', '3Y'];
  if (audience === 'W') return ['5', '6', '7', '8', '9', '10', '11'];
  return ['7', '8', '9', '10', '11', '12', '13'];
}

/** The sizes that cost more on a size-premium model. */
export const premiumSizes = new Set(['13', '12', 'XXL', 'XL']);
