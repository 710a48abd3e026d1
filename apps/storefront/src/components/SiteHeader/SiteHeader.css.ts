import { container, mediaQueries, vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

/** Sticky; slides up out of view while `data-hidden` (scroll behaviour, `SiteHeaderFrame`). */
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: { '&[data-hidden]': { transform: 'translateY(-100%)' } },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `transform ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
    },
  },
});

/** In the page container (the one width and gutter). */
export const bar = style([
  container,
  {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: vars.space.md,
    paddingBlock: vars.space.sm,
    '@media': { [mediaQueries.lg]: { paddingBlock: vars.space.md, gap: vars.space.xl } },
  },
]);

export const logo = style({
  gridColumn: 1,
  gridRow: 1,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.xl,
  letterSpacing: vars.letterSpacing.heading,
  textTransform: 'uppercase',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 4 },
});

export const logoMark = style({ width: 32, height: 32, color: vars.color.primary, flexShrink: 0 });

/** The mega menu's place: a full-width second row below lg, the middle column on lg. */
export const menu = style({
  gridColumn: '1 / -1',
  gridRow: 2,
  minWidth: 0,
  margin: `0 calc(-1 * ${vars.space.xs})`,
  '@media': {
    [mediaQueries.lg]: { gridColumn: 'auto', gridRow: 'auto', margin: 0 },
  },
});

/**
 * The search field: a full-width row below the menu under lg; on lg a row of its own at the end
 * (beside the menu it would squeeze the top links below their touch target size).
 */
export const search = style({
  gridColumn: '1 / -1',
  gridRow: 3,
  minWidth: 0,
  '@media': {
    [mediaQueries.lg]: { gridRow: 2, justifySelf: 'end', width: 'min(100%, 28rem)' },
  },
});

export const tools = style({
  gridColumn: 3,
  gridRow: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const locales = style({
  display: 'flex',
  gap: vars.space['2xs'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const localeLink = style({
  display: 'inline-block',
  padding: `${vars.space['2xs']} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  textTransform: 'uppercase',
  ':hover': { color: vars.color.text, background: vars.color.surfaceMuted },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  selectors: {
    '&[aria-current="true"]': { color: vars.color.text, background: vars.color.surfaceMuted },
  },
});

export const cartLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2xs'],
  minWidth: 44,
  minHeight: 44,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  ':hover': { background: vars.color.surfaceMuted },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const cartText = style({
  '@media': { 'screen and (max-width: 767.98px)': { display: 'none' } },
});

export const localesWrap = style({
  '@media': { 'screen and (max-width: 767.98px)': { display: 'none' } },
});
