import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  paddingBlock: vars.space.lg,
});

export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)' },
  },
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.wide,
});

export const title = style({ margin: 0 });

/** The name with the favorite heart at its end. */
export const titleRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const ratingLink = style({ color: vars.color.text, alignSelf: 'flex-start' });

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  paddingBlockStart: vars.space.md,
});

export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });
