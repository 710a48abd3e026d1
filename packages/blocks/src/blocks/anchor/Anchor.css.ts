import { vars } from '@storefront/ui/css';
import { style, styleVariants } from '@vanilla-extract/css';

/** Room above the target when a link scrolls to it (a sticky header is about 4.5rem high). */
export const anchor = styleVariants({
  header: { scrollMarginTop: '5rem' },
  none: { scrollMarginTop: 0 },
});

/** The editors' marker in preview. */
export const marker = style({
  display: 'inline-block',
  margin: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space['3xs']} ${vars.space.xs}`,
  border: `${vars.borderWidth.thin} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
});
