import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQueries } from './breakpoints';
import { vars } from './contract.css';
import { gridColumnTemplates } from './tokens';

const responsiveProperties = defineProperties({
  conditions: {
    sm: {},
    md: { '@media': mediaQueries.md },
    lg: { '@media': mediaQueries.lg },
  },
  defaultCondition: 'sm',
  responsiveArray: ['sm', 'md', 'lg'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: [
      'stretch',
      'flex-start',
      'center',
      'flex-end',
      'space-between',
      'space-around',
    ],
    textAlign: ['left', 'center', 'right'],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    width: { auto: 'auto', full: '100%', half: '50%' },
    maxWidth: { none: 'none', full: '100%' },
    position: ['static', 'relative', 'absolute', 'sticky'],
    overflow: ['visible', 'hidden', 'auto'],
    gridTemplateColumns: gridColumnTemplates,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colorProperties = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    borderColor: vars.color,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontFamily: vars.font,
    fontWeight: vars.fontWeight,
  },
});

/**
 * Atomic, responsive style props on the theme's tokens. Responsive values take an object
 * `{ sm, md, lg }` or an array in that order (spec breakpoints). Compiled to static CSS.
 */
export const sprinkles = createSprinkles(responsiveProperties, colorProperties);

/** The props `sprinkles()` accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
