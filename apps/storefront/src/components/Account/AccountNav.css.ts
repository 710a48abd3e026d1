import { container, mediaQueries, vars } from '@storefront/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

/** The account area: the navigation above the page on small screens, beside it on large ones. */
export const area = style({
  paddingBlock: vars.space.xl,
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: '15rem minmax(0, 1fr)' },
  },
});

export const nav = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': {
    [mediaQueries.lg]: { flexDirection: 'column', flexWrap: 'nowrap' },
  },
});

/** A section link: a 44 px touch target (WCAG 2.5.8; the links wrap on small screens). */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  paddingBlock: vars.space['2xs'],
  paddingInline: vars.space.xs,
  color: vars.color.link,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[aria-current="page"]': {
      fontWeight: 700,
      color: vars.color.text,
      background: vars.color.surfaceMuted,
      textDecoration: 'none',
    },
  },
});

/** The page beside the navigation. */
export const content = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/**
 * A page that brings its own page container (change password, enrolment) sits in the column
 * without a second gutter or a second vertical padding.
 */
globalStyle(`${content} > ${container}`, { paddingInline: 0, paddingBlock: 0, maxWidth: 'none' });
