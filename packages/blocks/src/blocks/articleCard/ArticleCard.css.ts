import { mediaQueries, vars } from '@storefront/ui';
import { style, styleVariants } from '@vanilla-extract/css';

/** The card: picture above text; the whole card is one link (the title's). */
const base = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  color: vars.color.text,
  background: vars.color.surface,
});

/** `card` stacks; `teaser` sets the picture beside the text from md up. */
export const variants = styleVariants({
  card: [base],
  teaser: [
    base,
    {
      '@media': {
        [mediaQueries.md]: {
          gridTemplateColumns: '3fr 2fr',
          alignItems: 'center',
          gap: vars.space.lg,
        },
      },
    },
  ],
});

/** Picture box with a fixed 3:2 ratio, so nothing shifts while it loads. */
export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const body = style({ display: 'grid', gap: vars.space['2xs'] });

export const eyebrow = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.wide,
});

/** The title link stretches over the card (one tab stop per card). */
export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0 },
  selectors: { '&:hover': { textDecoration: 'underline' } },
  ':focus-visible': { outline: 'none' },
});

/** Focus ring on the whole card when its link has focus. */
export const focusWithin = style({
  selectors: {
    '&:has(a:focus-visible)': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
      outlineOffset: '4px',
      borderRadius: vars.radius.md,
    },
  },
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2xs'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tag = style({
  fontSize: vars.fontSize.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const teaserText = style({ color: vars.color.text, margin: 0 });
