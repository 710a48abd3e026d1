import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const base = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid`,
  borderInlineStartWidth: '4px',
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** Tone: a tinted surface, a coloured border and icon; text stays `text` for contrast. */
export const tone = styleVariants({
  info: [base, { background: vars.color.infoSurface, borderColor: vars.color.info }],
  success: [base, { background: vars.color.successSurface, borderColor: vars.color.success }],
  warning: [base, { background: vars.color.warningSurface, borderColor: vars.color.warning }],
  error: [base, { background: vars.color.dangerSurface, borderColor: vars.color.danger }],
});

export const icon = styleVariants({
  info: { color: vars.color.info, marginBlockStart: vars.space['3xs'] },
  success: { color: vars.color.success, marginBlockStart: vars.space['3xs'] },
  warning: { color: vars.color.warning, marginBlockStart: vars.space['3xs'] },
  error: { color: vars.color.danger, marginBlockStart: vars.space['3xs'] },
});

export const content = style({
  display: 'grid',
  gap: vars.space['2xs'],
  paddingBlock: vars.space['3xs'],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  margin: 0,
});

export const action = style({ marginBlockStart: vars.space['2xs'] });
