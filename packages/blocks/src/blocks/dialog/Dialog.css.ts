import { vars } from '@storefront/ui';
import { mediaQueries } from '@storefront/ui/css';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/** The block's root in the page: holds the trigger button (if any). */
export const root = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.md} ${vars.space.md}`,
});

/** A root without a trigger (opened by links to its hash only): no box of its own. */
export const rootHidden = style({ display: 'contents' });

const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Media and body per `mediaPosition`: `left-*` sit side by side from md up. */
export const layout = styleVariants({
  top: [stack],
  body: [stack],
  'left-normal': [
    stack,
    {
      '@media': {
        [mediaQueries.md]: { display: 'grid', gridTemplateColumns: '2fr 3fr', alignItems: 'start' },
      },
    },
  ],
  'left-large': [
    stack,
    {
      '@media': {
        [mediaQueries.md]: { display: 'grid', gridTemplateColumns: '3fr 2fr', alignItems: 'start' },
      },
    },
  ],
});

export const media = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** Sanitized rich text inside the dialog. */
export const richText = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });
globalStyle(`${richText} > * + *`, { marginTop: vars.space.sm });
globalStyle(`${richText} :is(ul, ol)`, { paddingLeft: vars.space.lg });
globalStyle(`${richText} ul`, { listStyle: 'disc' });
globalStyle(`${richText} ol`, { listStyle: 'decimal' });
globalStyle(`${richText} a`, { color: vars.color.link, textDecoration: 'underline' });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.heading,
  textTransform: vars.textTransform.heading,
  outline: 'none',
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const target = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  ':focus-visible': {
    outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
    outlineOffset: '2px',
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

/** The attending days: a fieldset of checkboxes. */
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const fieldError = style({
  margin: 0,
  marginTop: vars.space['2xs'],
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
