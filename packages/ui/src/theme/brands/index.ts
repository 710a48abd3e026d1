import { alpineTheme } from './alpine.css';
import { coastTheme } from './coast.css';

/** The brand themes shipped with the kit: class names to put on a root element. */
export const brandThemes = { alpine: alpineTheme, coast: coastTheme } as const;

/** A shipped brand's name. */
export type BrandName = keyof typeof brandThemes;

export { alpineTheme, coastTheme };
