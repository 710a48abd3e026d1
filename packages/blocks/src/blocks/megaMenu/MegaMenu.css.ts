import { mediaQueries, vars } from '@storefront/ui';
import { container } from '@storefront/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

/** Height of the bar of top items (spec 3 §9 "Mega-menu bar height is 2.35rem"). */
export const barHeight = '2.35rem';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } as const;
const belowLg = 'screen and (max-width: 1023.98px)';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

/** The drawer's menu button: below lg only. */
export const drawerTrigger = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  minHeight: 44,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceMuted },
  ':focus-visible': focusRing,
  '@media': { [mediaQueries.lg]: { display: 'none' } },
});

/** The bar: one row of top items; scrolls sideways below lg, where panels stay closed. */
export const bar = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.md,
  height: barHeight,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  whiteSpace: 'nowrap',
  minWidth: 0,
  '@media': {
    [belowLg]: { overflowX: 'auto', scrollbarWidth: 'none' },
    [mediaQueries.lg]: { gap: vars.space.lg, justifyContent: 'center' },
  },
});

export const barItem = style({ display: 'flex', flexShrink: 0 });

export const topLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  padding: `0 ${vars.space['2xs']}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  borderBottom: `2px solid transparent`,
  ':hover': { borderBottomColor: vars.color.text },
  ':focus-visible': focusRing,
  selectors: { '&[aria-expanded="true"]': { borderBottomColor: vars.color.text } },
});

export const topLinkHighlight = style({ color: vars.color.sale });

/** A panel: below the header, full width, on lg only. */
export const panel = style({
  display: 'none',
  '@media': {
    [mediaQueries.lg]: {
      display: 'block',
      position: 'absolute',
      insetInline: 0,
      top: '100%',
      zIndex: vars.zIndex.dropdown,
      background: vars.color.surface,
      color: vars.color.text,
      borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      boxShadow: vars.shadow.md,
      whiteSpace: 'normal',
      maxHeight: '70vh',
      overflowY: 'auto',
    },
  },
  selectors: { '&[hidden]': { display: 'none' } },
});

export const panelInner = style([
  container,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: vars.space.xl,
    paddingBlock: vars.space.lg,
  },
]);

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.lg,
});

export const groupTitle = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&[href]:hover': { textDecoration: 'underline' },
    '&[href]:focus-visible': focusRing,
  },
});

export const linkList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': focusRing,
});

export const shopAll = style([
  link,
  { fontWeight: vars.fontWeight.bold, textDecoration: 'underline', alignSelf: 'flex-start' },
]);

export const visualTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const visualList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const visualLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': focusRing,
});

export const visualImage = style({
  width: '100%',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '16rem',
  color: vars.color.text,
  textDecoration: 'none',
  ':focus-visible': focusRing,
});

export const bannerImage = style({ width: '100%', height: 'auto', borderRadius: vars.radius.md });
export const bannerTitle = style({
  fontWeight: vars.fontWeight.bold,
  selectors: { [`${banner}:hover &`]: { textDecoration: 'underline' } },
});
export const bannerText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/* Mobile drawer */

export const drawerList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const drawerRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 48,
  padding: `${vars.space.xs} 0`,
  border: 'none',
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

export const drawerRowHighlight = style({ color: vars.color.sale });

export const drawerSubRow = style([drawerRow, { fontWeight: vars.fontWeight.regular }]);

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const drawerSection = style({
  paddingInlineStart: vars.space.md,
  paddingBlock: vars.space.xs,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const drawerExtras = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
});

globalStyle(`${drawerSection} ${banner}`, { width: '100%' });
