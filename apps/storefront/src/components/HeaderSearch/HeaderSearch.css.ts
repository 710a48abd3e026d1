import { vars, visuallyHidden } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

export { visuallyHidden };

/** The field and its button in one pill; the suggestions hang below it. */
export const form = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
});

/** The form fills the pill (the popup is placed against the pill). */
export const formInner = style({ display: 'flex', alignItems: 'center', flex: 1, minWidth: 0 });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  ':focus': { outline: 'none' },
});

export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceMuted },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
});

export const icon = style({ width: 20, height: 20 });

/** The suggestions' popup, as wide as the field (at least 20rem where there is room). */
export const popup = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space['2xs']})`,
  insetInlineEnd: 0,
  width: 'max(100%, min(22rem, 92vw))',
  maxHeight: '70vh',
  overflowY: 'auto',
  zIndex: vars.zIndex.dropdown,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const groupLabel = style({
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space['2xs']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
});

/** One option; the active one (arrow keys) and the hovered one look the same. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 40,
  padding: `${vars.space['2xs']} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceMuted },
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.surfaceMuted,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: -2,
    },
  },
});

export const thumb = style({
  width: 48,
  height: 48,
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const optionText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const price = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const clear = style({
  marginBlockStart: vars.space['2xs'],
  padding: `${vars.space['2xs']} ${vars.space.xs}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  textDecoration: 'underline',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
});
