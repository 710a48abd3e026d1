import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const shipmentItems = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const methodText = style({ margin: 0, fontSize: vars.fontSize.sm });

export const storeChoices = style({
  display: 'grid',
  gap: vars.space.xs,
  border: 0,
  padding: 0,
  margin: 0,
  minInlineSize: 0,
});
