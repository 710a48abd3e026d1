import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const link = style({
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
});

/**
 * `inline`: underlined, in the link colour, for links inside text (distinguishable without
 * colour). `standalone`: on its own line, underlined on hover. `plain`: inherits colour and
 * shows no underline (for cards whose whole surface is the link).
 */
export const variant = styleVariants({
  inline: {
    color: vars.color.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    selectors: { '&:hover': { textDecorationThickness: '2px' } },
  },
  standalone: {
    color: vars.color.link,
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2xs'],
    selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.15em' } },
  },
  plain: {
    color: 'inherit',
    textDecoration: 'none',
  },
});

/** On dark surfaces the link takes the inverse text colour (the underline marks it). */
export const inverse = style({
  color: vars.color.textInverse,
  selectors: { '&:focus-visible': { outlineColor: vars.color.textInverse } },
});
