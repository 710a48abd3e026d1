import * as z from 'zod';
import { ctaTargetSchema, imageAssetSchema } from '../../model/fields';
import { surfaceTones } from '../promotionalSpot/tones';

/**
 * One multi-link card: `image`, `title`, optional `text` and its `links` (1 to 8 calls to
 * action: text, url, target attribute), on a `backgroundColor` (a theme surface).
 */
export const multiLinkCardSchema = z.object({
  image: imageAssetSchema.optional(),
  title: z.string().trim().min(1),
  text: z.string().optional(),
  links: z.array(ctaTargetSchema).min(1).max(8),
  backgroundColor: z.enum(surfaceTones).catch('surfaceMuted'),
});
/** A validated multi-link card. */
export type MultiLinkCard = z.output<typeof multiLinkCardSchema>;

/**
 * Fields of the `multiLinkCards` block (spec 3 §1 "multi-link cards": a card with several
 * links): an optional `title` (`titleHeadingTag`), the `cards` (1 to 6), `columns` on lg (1, 2
 * or 3; md shows up to 2, sm 1) and the `linkStyle` of the links (`list` of text links or
 * `buttons`).
 */
export const multiLinkCardsSchema = z.object({
  title: z.string().trim().min(1).optional(),
  titleHeadingTag: z.enum(['h2', 'h3', 'h4']).catch('h2'),
  cards: z.array(multiLinkCardSchema).min(1).max(6),
  columns: z.union([z.literal(1), z.literal(2), z.literal(3)]).catch(2),
  linkStyle: z.enum(['list', 'buttons']).catch('list'),
});

/** Validated fields of a multi-link cards block. */
export type MultiLinkCardsFields = z.output<typeof multiLinkCardsSchema>;
