import type { ExperienceVariantRecord } from '../db/schema';

/** FNV-1a 32-bit hash of a string (deterministic, platform-independent). */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The variant of an experience for a shopper: a hash of `shopperId` and `experienceId` picks a
 * bucket in the variants' summed weights, so the same shopper always gets the same variant and
 * shoppers spread over variants in proportion to their weights.
 * @returns `undefined` when the experience has no variant of positive weight
 */
export function assignVariant(
  shopperId: string,
  experienceId: string,
  variants: readonly ExperienceVariantRecord[],
): ExperienceVariantRecord | undefined {
  const weighted = variants.filter((variant) => variant.weight > 0);
  const total = weighted.reduce((sum, variant) => sum + variant.weight, 0);
  if (total === 0) return undefined;
  let bucket = fnv1a(`${shopperId}:${experienceId}`) % total;
  for (const variant of weighted) {
    if (bucket < variant.weight) return variant;
    bucket -= variant.weight;
  }
  return weighted.at(-1);
}
