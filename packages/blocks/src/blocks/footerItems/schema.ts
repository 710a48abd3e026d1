import * as z from 'zod';
import { ctaTargetSchema } from '../../model/fields';

/** Social networks a footer may link to; the name is the link's accessible text. */
export const socialNetworks = [
  'facebook',
  'instagram',
  'youtube',
  'x',
  'tiktok',
  'pinterest',
  'strava',
] as const;

/** Display names of {@link socialNetworks}. */
export const socialNetworkNames: Record<(typeof socialNetworks)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  strava: 'Strava',
};

/** A titled group of footer links. */
export const footerLinkGroupSchema = z.object({
  title: z.string().trim().min(1),
  links: z.array(ctaTargetSchema).min(1),
});

/** A social link: the `network` (an unknown one makes the link invalid) and its `url`. */
export const socialLinkSchema = z.object({
  network: z.enum(socialNetworks),
  url: z.string().min(1),
});

/**
 * Fields of the `footerItems` block (spec 3 §1 "footer items"). `variant` picks what it shows:
 * `linkGroups` — `groups` of titled links (each a navigation landmark named by its title);
 * `legal` — `legalLinks` in one line and a `copyright` text; `social` — `socialLinks` (network +
 * url, opened in a new tab) under an optional `title`. The list the variant needs must not be
 * empty. `tone`: `default` on a light footer, `inverse` on a dark one. An unknown variant falls
 * back to `linkGroups`.
 */
export const footerItemsSchema = z
  .object({
    variant: z.enum(['linkGroups', 'legal', 'social']).catch('linkGroups'),
    title: z.string().trim().min(1).optional(),
    groups: z.array(footerLinkGroupSchema).default([]),
    legalLinks: z.array(ctaTargetSchema).default([]),
    copyright: z.string().optional(),
    socialLinks: z.array(socialLinkSchema).default([]),
    tone: z.enum(['default', 'inverse']).catch('default'),
  })
  .superRefine((fields, ctx) => {
    const needs = { linkGroups: 'groups', legal: 'legalLinks', social: 'socialLinks' } as const;
    const key = needs[fields.variant];
    if (fields[key].length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `The ${fields.variant} variant needs at least one entry in ${key}`,
      });
    }
  });

/** Validated fields of a footer items block. */
export type FooterItemsFields = z.output<typeof footerItemsSchema>;
