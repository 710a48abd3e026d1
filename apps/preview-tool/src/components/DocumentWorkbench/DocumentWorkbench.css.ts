import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

export const workbench = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md });

export const single = style({ display: 'grid', minWidth: 0 });

export const withEditor = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const editorColumn = style({ minWidth: 0 });

export const frames = style({ display: 'grid', minWidth: 0 });

/** sm, md and lg next to each other, each column as wide as its frame's share. */
export const sideBySide = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '375fr 768fr 1280fr',
  alignItems: 'start',
  minWidth: 0,
});
