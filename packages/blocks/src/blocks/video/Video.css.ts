import { vars } from '@storefront/ui';
import { container } from '@storefront/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

/** In the page container; the column comes from `Stack`. */
export const root = style([
  container,
  { marginBlock: vars.space.lg, color: vars.color.text, fontFamily: vars.font.body },
]);

/** The sized frame: `aspect-ratio` set inline from `playerSettings.aspectRatio` (no layout shift). */
export const frame = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceInverse,
});

export const poster = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** Where the island mounts the player. */
export const host = style({ position: 'absolute', inset: 0 });
globalStyle(`${host} > .video-js, ${host} video`, { width: '100%', height: '100%' });

export const play = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'grid',
  placeItems: 'center',
  width: '4.5rem',
  height: '4.5rem',
  border: `${vars.borderWidth.thick} solid ${vars.color.textInverse}`,
  borderRadius: vars.radius.round,
  background: vars.color.overlay,
  color: vars.color.textInverse,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceInverse },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
      outlineOffset: '3px',
    },
    '&:disabled': { cursor: 'progress', opacity: 0.8 },
  },
});

export const status = style({
  position: 'absolute',
  insetBlockEnd: vars.space.sm,
  insetInlineStart: vars.space.sm,
  padding: `${vars.space['2xs']} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.xl,
  letterSpacing: vars.letterSpacing.heading,
  textTransform: vars.textTransform.heading,
});

export const chapterList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chapter = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const timestamp = style({
  fontFamily: vars.font.mono,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const transcript = style({
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  paddingTop: vars.space.sm,
});
export const transcriptSummary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
  minHeight: vars.size.control,
  display: 'flex',
  alignItems: 'center',
  selectors: {
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focus}` },
  },
});
export const transcriptText = style({
  margin: `${vars.space.xs} 0 0`,
  whiteSpace: 'pre-line',
  lineHeight: vars.lineHeight.normal,
  maxHeight: '20rem',
  overflowY: 'auto',
});
