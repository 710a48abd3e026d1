import * as z from 'zod';
import { ctaTargetSchema, imageAssetSchema } from '../../model/fields';

/** Pop-up types (spec 3 §3 "Pop-up"). */
export const popupTypes = ['newsletter', 'registration'] as const;
/** Logo sizes of a pop-up: heights 1.5, 2.5 and 4rem. */
export const popupLogoSizes = ['sm', 'md', 'lg'] as const;
/** Theme colour pairs a pop-up can take (background and its text colour). */
export const popupBackgrounds = ['surface', 'surfaceInverse', 'primary', 'accent'] as const;

/** Default expand delay in ms (spec 3 §9 "Pop-up default delay is 2000 ms"). */
export const defaultPopupDelayMs = 2000;

/**
 * Fields of the `popup` block (spec 3 §3 "Pop-up"): `name` (required; the key its dismissal is
 * stored under), `popupType`, `delay` in ms before it expands (default 2000), `minimizedTitle`
 * (required), `maximizedTitle` (the dialog's title; `title` when absent), `title` (required),
 * `logo`, `logoSize`, `targets`, `disclaimer` and `colors`. Bad enum and delay values fall back
 * to their defaults.
 */
export const popupSchema = z.object({
  name: z.string().min(1),
  popupType: z.enum(popupTypes).catch('newsletter'),
  delay: z.number().int().min(0).max(600_000).catch(defaultPopupDelayMs),
  minimizedTitle: z.string().min(1),
  maximizedTitle: z.string().min(1).optional(),
  title: z.string().min(1),
  logo: imageAssetSchema.optional(),
  logoSize: z.enum(popupLogoSizes).catch('md'),
  targets: z.array(ctaTargetSchema).default([]),
  disclaimer: z.string().optional(),
  colors: z
    .object({ background: z.enum(popupBackgrounds).catch('surfaceInverse') })
    .catch({ background: 'surfaceInverse' }),
});

/** Validated fields of a pop-up. */
export type PopupFields = z.output<typeof popupSchema>;
