import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

/** The help forms (contact us, warranty): one column of fields. */
export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '36rem' });

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const textarea = style({
  width: '100%',
  minHeight: '8rem',
  padding: vars.space.xs,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
      outlineOffset: vars.space['3xs'],
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const text = style({ margin: 0 });
