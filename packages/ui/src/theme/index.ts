export { baseTokens, fontStacks } from './base';
export { alpineTheme, type BrandName, brandThemes, coastTheme } from './brands';
export { type BrandTokens, themeCss, themeVars } from './brandTheme';
export {
  type Breakpoint,
  breakpointNames,
  breakpoints,
  mediaQueries,
  onlyMediaQueries,
  type Responsive,
} from './breakpoints';
export { type ThemeTokens, vars } from './contract.css';
export { container, containerInset, gutter } from './layout.css';
export { resetRoot } from './reset.css';
export { type Sprinkles, sprinkles } from './sprinkles.css';
export { durationsMs, type FontSize, fontSizeScale, type Space, spaceScale } from './tokens';
