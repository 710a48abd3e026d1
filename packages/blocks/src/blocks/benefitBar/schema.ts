import * as z from 'zod';
import { imageAssetSchema } from '../../model/fields';
import { linkUrlSchema } from '../../model/safeUrl';

/** Alignments of the benefit bar's content. */
export const benefitBarAlignments = ['left', 'center', 'right'] as const;

/**
 * Kinds of benefit: `freeShipping` benefits are hidden in the countries of
 * `freeShippingHiddenCountries` (spec 3 §9); everything else is `other`.
 */
export const benefitTypes = ['freeShipping', 'other'] as const;

/**
 * A benefit of the bar (spec 3 §3 "Benefit bar" `targets`: id, url, text) plus the link
 * `target` attribute and `benefitType` (a bad value falls back to `other`).
 */
export const benefitTargetSchema = z.object({
  id: z.string().min(1),
  text: z.string().min(1),
  /** http(s), relative, `#anchor`, `mailto:` or `tel:` (see `isSafeLinkUrl`). */
  url: linkUrlSchema,
  target: z.enum(['_self', '_blank']).catch('_self'),
  benefitType: z.enum(benefitTypes).catch('other'),
});
/** A benefit of the bar (see {@link benefitTargetSchema}). */
export type BenefitTarget = z.output<typeof benefitTargetSchema>;

/**
 * Fields of the `benefitBar` block (spec 3 §3 "Benefit bar"): logo, backgroundImage, title
 * (required), subtitle, infoIcon (an info link with its accessible label), targets,
 * showCloseButton (default `true`) and alignment (default `center`; a bad value falls back).
 */
export const benefitBarSchema = z.object({
  logo: imageAssetSchema.optional(),
  backgroundImage: imageAssetSchema.optional(),
  title: z.string().min(1),
  subtitle: z.string().optional(),
  infoIcon: z
    .object({
      /** Accessible name of the info link, e.g. `Shipping details`. */
      label: z.string().min(1),
      url: linkUrlSchema,
      target: z.enum(['_self', '_blank']).catch('_self'),
    })
    .optional(),
  targets: z.array(benefitTargetSchema).default([]),
  showCloseButton: z.boolean().catch(true),
  alignment: z.enum(benefitBarAlignments).catch('center'),
});

/** Validated fields of a benefit bar. */
export type BenefitBarFields = z.output<typeof benefitBarSchema>;
