import { type ConsentState, hasTargetingConsent } from '../../services/consent';
import { findDecision, type PersonalisationServices } from '../../services/personalisation';
import type { ExperienceFields, ExperienceVariant } from './schema';

/** What an experience shows: its baselines, or a variant chosen by a decision or test context. */
export type ExperienceChoice =
  | { source: 'baseline' }
  | { source: 'decision' | 'testContext'; variant: ExperienceVariant };

function matchVariant(variants: readonly ExperienceVariant[], label: string) {
  return (
    variants.find((variant) => variant.variantId === label) ??
    variants.find((variant) => variant.name === label)
  );
}

/**
 * Picks what an experience renders (spec 3 §4 "Experience", §4 "Personalisation"):
 * 1. with a test context (`p13n_testcontext`) naming this experience, that variant;
 * 2. without targeting consent (see `hasTargetingConsent`), the baselines;
 * 3. with a decision whose `variant_label` matches a variant's `variantId` or `name`, that variant;
 * 4. otherwise the baselines.
 * Pure; runs where the page renders, so no baseline flashes into a variant.
 */
export function selectExperienceVariant(
  fields: Pick<ExperienceFields, 'experienceId' | 'variants'>,
  personalisation: Pick<PersonalisationServices, 'decisions' | 'testContext'>,
  consent: ConsentState,
): ExperienceChoice {
  const forced = personalisation.testContext?.[fields.experienceId];
  if (forced) {
    const variant = matchVariant(fields.variants, forced);
    if (variant) return { source: 'testContext', variant };
  }
  if (!hasTargetingConsent(consent)) return { source: 'baseline' };
  const decision = findDecision(personalisation.decisions, fields.experienceId);
  const variant = decision ? matchVariant(fields.variants, decision.variant_label) : undefined;
  return variant ? { source: 'decision', variant } : { source: 'baseline' };
}

/**
 * The experience ids of a tree of CMS blocks (wrappers nested at any depth), so the host can ask
 * the decision engine for exactly the experiences on the page. Ignores malformed nodes.
 */
export function collectExperienceIds(blocks: readonly unknown[] | undefined): string[] {
  const ids = new Set<string>();
  const visit = (node: unknown, depth: number) => {
    if (depth > 20 || typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, depth + 1);
      return;
    }
    const record = node as Record<string, unknown>;
    const fields = record.fields;
    if (typeof fields !== 'object' || fields === null) return;
    const f = fields as Record<string, unknown>;
    if (record.type === 'experience' && typeof f.experienceId === 'string' && f.experienceId) {
      ids.add(f.experienceId.trim());
    }
    for (const value of Object.values(f)) {
      if (Array.isArray(value)) visit(value, depth + 1);
    }
    if (Array.isArray(f.variants)) {
      for (const variant of f.variants) {
        if (typeof variant === 'object' && variant !== null) {
          visit((variant as Record<string, unknown>).targets, depth + 1);
        }
      }
    }
    if (Array.isArray(f.segments)) {
      for (const segment of f.segments) {
        if (typeof segment === 'object' && segment !== null) {
          visit((segment as Record<string, unknown>).targets, depth + 1);
        }
      }
    }
  };
  visit(blocks ?? [], 0);
  return [...ids];
}
