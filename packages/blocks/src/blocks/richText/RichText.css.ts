import { container, mediaQueries, vars } from '@storefront/ui/css';
import { globalStyle } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const richText = recipe({
  base: [
    container,
    {
      marginBlock: vars.space['2xl'],
      color: vars.color.text,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.normal,
      '@media': {
        [mediaQueries.lg]: { marginBlock: vars.space['3xl'], fontSize: vars.fontSize.lg },
      },
    },
  ],
  variants: {
    width: { narrow: { maxWidth: '44rem' }, container: {} },
    alignment: { left: { textAlign: 'left' }, center: { textAlign: 'center' } },
  },
});

const root = richText.classNames.base;

globalStyle(`${root} > * + *`, { marginTop: vars.space.md });
globalStyle(`${root} :is(h2, h3, h4)`, {
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.letterSpacing.heading,
  lineHeight: vars.lineHeight.tight,
  textTransform: vars.textTransform.heading,
});
globalStyle(`${root} h2`, { fontSize: vars.fontSize['3xl'] });
globalStyle(`${root} h3`, { fontSize: vars.fontSize['2xl'] });
globalStyle(`${root} h4`, { fontSize: vars.fontSize.xl });
globalStyle(`${root} :is(ul, ol)`, { paddingLeft: vars.space.lg });
globalStyle(`${root} ul`, { listStyle: 'disc' });
globalStyle(`${root} ol`, { listStyle: 'decimal' });
globalStyle(`${root} li + li`, { marginTop: vars.space['2xs'] });
globalStyle(`${root} a`, { color: vars.color.link, textDecoration: 'underline' });
globalStyle(`${root} a:focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
});
globalStyle(`${root} blockquote`, {
  borderLeft: `${vars.borderWidth.thick} solid ${vars.color.primary}`,
  paddingLeft: vars.space.md,
  fontStyle: 'italic',
  color: vars.color.textMuted,
});
globalStyle(`${root} hr`, {
  border: 0,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
globalStyle(`${root} strong, ${root} b`, { fontWeight: vars.fontWeight.bold });
