import { container, vars } from '@storefront/ui/css';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

const base = style([container, { marginBlock: vars.space.xl }]);

/** In the page container, or at a reading width; the column comes from `Stack`. */
export const section = styleVariants({
  narrow: [base, { maxWidth: '48rem' }],
  container: [base],
});

export const text = style({ lineHeight: vars.lineHeight.normal });
globalStyle(`${text} > * + *`, { marginTop: vars.space.sm });
globalStyle(`${text} :is(ul, ol)`, { paddingLeft: vars.space.lg });
globalStyle(`${text} ul`, { listStyle: 'disc' });
globalStyle(`${text} ol`, { listStyle: 'decimal' });
globalStyle(`${text} a`, { color: vars.color.link, textDecoration: 'underline' });
globalStyle(`${text} strong, ${text} b`, { fontWeight: vars.fontWeight.bold });
