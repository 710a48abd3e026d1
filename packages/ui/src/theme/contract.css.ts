import { createThemeContract } from '@vanilla-extract/css';

const scale = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, null])) as Record<K, null>;

/**
 * The theme contract: every design token a component may use. Each brand theme
 * (`themes/*.css.ts`) fills every entry; a host brand can create its own with
 * `createTheme(vars, {...})`.
 */
export const vars = createThemeContract({
  color: scale([
    'background',
    'surface',
    'surfaceMuted',
    'surfaceInverse',
    'text',
    'textMuted',
    'textInverse',
    'primary',
    'primaryHover',
    'onPrimary',
    'secondary',
    'secondaryHover',
    'onSecondary',
    'accent',
    'onAccent',
    'border',
    'borderStrong',
    'focus',
    'success',
    'successSurface',
    'warning',
    'warningSurface',
    'danger',
    'dangerSurface',
    'info',
    'infoSurface',
    'sale',
    'overlay',
    'skeleton',
    'link',
  ] as const),
  font: scale(['body', 'heading', 'mono'] as const),
  fontSize: scale(['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl'] as const),
  fontWeight: scale(['regular', 'medium', 'bold', 'heading'] as const),
  lineHeight: scale(['tight', 'snug', 'normal'] as const),
  letterSpacing: scale(['normal', 'wide', 'heading'] as const),
  textTransform: scale(['heading', 'button'] as const),
  space: scale(['none', '3xs', '2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'] as const),
  size: scale([
    'icon-sm',
    'icon-md',
    'icon-lg',
    'icon-xl',
    'icon-3xl',
    'container',
    'control',
  ] as const),
  radius: scale(['none', 'sm', 'md', 'lg', 'pill', 'round'] as const),
  borderWidth: scale(['thin', 'thick'] as const),
  shadow: scale(['sm', 'md', 'lg', 'dialog'] as const),
  zIndex: scale(['base', 'raised', 'header', 'dropdown', 'overlay', 'dialog', 'toast'] as const),
  motion: {
    duration: scale(['fast', 'base', 'dialog', 'slow'] as const),
    easing: scale(['standard', 'enter', 'exit'] as const),
  },
});

/** The shape a brand theme fills. */
export type ThemeTokens = typeof vars;
