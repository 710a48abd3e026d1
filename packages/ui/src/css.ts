/**
 * `@storefront/ui/css`: what a `.css.ts` file needs from the design system, and nothing that
 * renders. The theme contract (`vars`), the breakpoints and their media queries, the token
 * scales, `sprinkles`, the page container and gutter (`container`, `containerInset`, `gutter`)
 * and the shared style classes (`visuallyHidden`, `iconSize`).
 *
 * A `.css.ts` file imports from here, never from `@storefront/ui` (vanilla-extract evaluates
 * the whole module graph of a style file at build time: the components have no place in it).
 */

export { iconSize } from './components/Icon/Icon.css';
export { visuallyHidden } from './components/VisuallyHidden/VisuallyHidden.css';
export { baseTokens, fontStacks } from './theme/base';
export {
  type Breakpoint,
  breakpointNames,
  breakpoints,
  mediaQueries,
  onlyMediaQueries,
  type Responsive,
} from './theme/breakpoints';
export { type ThemeTokens, vars } from './theme/contract.css';
export { container, containerInset, gutter } from './theme/layout.css';
export { type Sprinkles, sprinkles } from './theme/sprinkles.css';
export { durationsMs, type FontSize, fontSizeScale, type Space, spaceScale } from './theme/tokens';
