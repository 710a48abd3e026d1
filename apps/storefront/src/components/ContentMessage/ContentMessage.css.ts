import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

/** A muted `Card` at a reading width, centred on the page. */
export const message = style({
  maxWidth: '40rem',
  margin: `${vars.space['3xl']} auto`,
  color: vars.color.text,
  textAlign: 'center',
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.heading,
  margin: `0 0 ${vars.space.sm}`,
});

export const text = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.medium });
