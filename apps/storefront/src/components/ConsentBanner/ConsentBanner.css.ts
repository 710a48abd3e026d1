import { vars } from '@storefront/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';
import { consentAnsweredAttribute } from './consentScript';

/**
 * Fixed at the bottom of the viewport, over the page: it never moves the page's content (no
 * layout shift); hidden once the shopper answered (attribute set by the head script or on
 * answer).
 */
export const banner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.surface,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.lg,
  paddingBlock: vars.space.md,
  maxHeight: '60vh',
  overflowY: 'auto',
});

globalStyle(`html[${consentAnsweredAttribute}] ${banner}`, { display: 'none' });
