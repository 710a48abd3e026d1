import { iconNames } from '@storefront/ui';
import * as z from 'zod';
import { imageAssetSchema } from '../../model/fields';
import { linkUrlSchema } from '../../model/safeUrl';

/**
 * Styles of a top-level menu item (spec 3 §3 "Mega menu" `menuStyle`): `default` (columns of
 * links), `highlight` (the top item in the sale colour, e.g. Sale) and `visual` (the visual
 * selectors lead the panel, before the columns).
 */
export const menuStyles = ['default', 'highlight', 'visual'] as const;

/** A link target: URL plus the `target` attribute (spec 3 §2; a bad value falls back to `_self`). */
export const menuTargetSchema = z.object({
  /** http(s), relative, `#anchor`, `mailto:` or `tel:` (see `isSafeLinkUrl`). */
  url: linkUrlSchema,
  target: z.enum(['_self', '_blank']).catch('_self'),
});
/** A link target of the menu (see {@link menuTargetSchema}). */
export type MenuTarget = z.output<typeof menuTargetSchema>;

const titled = {
  id: z.string().min(1),
  /** Plain title: the accessible name and the text when there is no `titleHtml`. */
  title: z.string().min(1),
  /** Rich title (inline HTML, sanitized on render, see `sanitize`'s `menuTitle` preset). */
  titleHtml: z.string().optional(),
};

/** Level 3: a link under a level-2 item. */
export const menuLinkSchema = z.object({ ...titled, target: menuTargetSchema });
/** A level-3 link (see {@link menuLinkSchema}). */
export type MenuLink = z.output<typeof menuLinkSchema>;

/** Level 2: a titled group (a link when it has a `target`) with its level-3 `children`. */
export const menuGroupSchema = z.object({
  ...titled,
  target: menuTargetSchema.optional(),
  children: z.array(menuLinkSchema).default([]),
});
/** A level-2 item (see {@link menuGroupSchema}). */
export type MenuGroup = z.output<typeof menuGroupSchema>;

/** A column of a panel: level-2 items (spec 3 §3 `columns (children)`). */
export const menuColumnSchema = z.object({
  id: z.string().min(1),
  children: z.array(menuGroupSchema).default([]),
});
/** A panel column (see {@link menuColumnSchema}). */
export type MenuColumn = z.output<typeof menuColumnSchema>;

/** The promotional banner of a panel (spec 3 §3 `menuBanner`): image, title, optional text, link. */
export const menuBannerSchema = z.object({
  image: imageAssetSchema,
  title: z.string().min(1),
  text: z.string().optional(),
  target: menuTargetSchema,
});
/** A menu banner (see {@link menuBannerSchema}). */
export type MenuBanner = z.output<typeof menuBannerSchema>;

/** An image tile that links to a category (spec 3 §3 `visualSelectors`). */
export const visualSelectorSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  image: imageAssetSchema,
  target: menuTargetSchema,
});
/** A visual selector (see {@link visualSelectorSchema}). */
export type VisualSelector = z.output<typeof visualSelectorSchema>;

/**
 * Level 1: a top item of the bar (spec 3 §3 "Mega menu"). `target` is required (the bar's links
 * work without JavaScript); `columns`, `menuBanner` and `visualSelectors` (+ `visualSelectorsTitle`)
 * make its panel; `menuStyle` (default `default`), `menuIcon` (an icon of the ui set; a bad name is
 * dropped), `hideShopAll` per breakpoint (`sm` the mobile drawer, `lg` the desktop panel; default
 * shown) and `overrideShopAll` (text and/or URL of the "Shop all" link instead of the defaults).
 */
export const menuItemSchema = z.object({
  ...titled,
  target: menuTargetSchema,
  columns: z.array(menuColumnSchema).default([]),
  menuBanner: menuBannerSchema.optional(),
  visualSelectors: z.array(visualSelectorSchema).default([]),
  visualSelectorsTitle: z.string().optional(),
  menuStyle: z.enum(menuStyles).catch('default'),
  menuIcon: z.enum(iconNames).optional().catch(undefined),
  hideShopAll: z
    .object({ sm: z.boolean().catch(false), lg: z.boolean().catch(false) })
    .catch({ sm: false, lg: false })
    .default({ sm: false, lg: false }),
  overrideShopAll: z
    .object({ text: z.string().min(1).optional(), url: linkUrlSchema.optional() })
    .optional(),
});
/** A top-level item (see {@link menuItemSchema}). */
export type MenuItem = z.output<typeof menuItemSchema>;

/**
 * Fields of the `megaMenu` block (spec 3 §3 "Mega menu", three levels on desktop and mobile):
 * `children` are the top items (at least one), `label` the navigation's accessible name
 * (default "Main navigation" in the locale's language).
 */
export const megaMenuSchema = z.object({
  label: z.string().min(1).optional(),
  children: z.array(menuItemSchema).min(1),
});

/** Validated fields of a mega menu. */
export type MegaMenuFields = z.output<typeof megaMenuSchema>;

export { hasPanel } from './panel';
