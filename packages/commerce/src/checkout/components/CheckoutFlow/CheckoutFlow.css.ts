import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const flow = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '48rem',
  marginInline: 'auto',
});

export const title = style({ margin: 0 });

/**
 * The step's place while the basket loads: a viewport high, so the footer and anything below
 * are already out of view and do not move when the step arrives (no layout shift).
 */
export const loadingStep = style({ minHeight: '100vh' });

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[aria-current="step"]': { color: vars.color.text, fontWeight: vars.fontWeight.bold },
  },
});

/** Focused at each step change (spec 1 §4): a visible ring when it came by keyboard. */
export const stepHeading = style({
  margin: 0,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
      outlineOffset: vars.space['2xs'],
    },
  },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.overlay,
});

/** The placement overlay's card (`Card tone="plain"` with the dialog shadow). */
export const overlayBox = style({ justifyItems: 'center', color: vars.color.text });
