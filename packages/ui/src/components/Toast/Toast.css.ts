import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Bottom centre on small screens, bottom right from md. */
export const viewport = style({
  position: 'fixed',
  bottom: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  outline: 'none',
  '@media': { [mediaQueries.md]: { left: 'auto', width: '26rem' } },
});

export const toast = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  selectors: {
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focus}` },
  },
});

/** The tone shows in the start border and the icon. */
export const tone = styleVariants({
  info: { borderInlineStartColor: vars.color.info },
  success: { borderInlineStartColor: vars.color.success },
  warning: { borderInlineStartColor: vars.color.warning },
  error: { borderInlineStartColor: vars.color.danger },
});

export const toneIcon = styleVariants({
  info: { color: vars.color.info, marginBlockStart: vars.space['3xs'] },
  success: { color: vars.color.success, marginBlockStart: vars.space['3xs'] },
  warning: { color: vars.color.warning, marginBlockStart: vars.space['3xs'] },
  error: { color: vars.color.danger, marginBlockStart: vars.space['3xs'] },
});

export const text = style({
  display: 'grid',
  gap: vars.space['3xs'],
  paddingBlock: vars.space['3xs'],
});

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
