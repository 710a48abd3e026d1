/**
 * Banner constants of spec 3 §9 "Content blocks" (and §3 "Banner content", "Split banner").
 * Every number a banner layout depends on lives here, named, with its spec reference.
 */

/** Gradient overlay height/opacity per `gradientStyle` (spec 3 §3, §9: full = 35%, focused = 50%, off = 0). */
export const GRADIENT_COVERAGE = { full: 0.35, focused: 0.5, off: 0 } as const;

/** Maximum width of a banner caption (spec 3 §9: "Caption max width is 9.375rem"). */
export const CAPTION_MAX_WIDTH = '9.375rem';

/**
 * Bottom padding of a hero banner's content (spec 3 §9: "Hero bottom padding is 6.75rem or
 * 2.5rem"): 6.75rem on `sm` (room below the text on phones), 2.5rem on `md` and `lg`.
 */
export const HERO_BOTTOM_PADDING = { sm: '6.75rem', md: '2.5rem', lg: '2.5rem' } as const;

/** Split banner image widths in % of the banner at `md`/`lg` (spec 3 §3, §9: 60, 50 or 40). */
export const SPLIT_IMAGE_WIDTHS = ['60', '50', '40'] as const;

/** Maximum width of the text box per `overlayWidth` (spec 3 §3: xs, sm, md, lg). */
export const OVERLAY_WIDTHS = { xs: '18rem', sm: '24rem', md: '32rem', lg: '44rem' } as const;

/** The breakpoints banner fields are set per (spec 3 §3: sm, md, lg). */
export const BANNER_BREAKPOINTS = ['sm', 'md', 'lg'] as const;
