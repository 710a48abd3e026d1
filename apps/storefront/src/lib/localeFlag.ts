import { findLocale, type LocalePath } from '@storefront/api-contract';

/**
 * A feature flag of the site configuration that a store per country turns on separately:
 * `on` (every locale), `off` (none), or a comma-separated list of locale paths where it is on
 * (`en-us,en-ca`). Case and spaces around the parts are ignored.
 */
export interface LocaleFlag {
  /** Whether the flag is on for `localePath`. */
  on: (localePath: LocalePath) => boolean;
  /** Parts of a list that name no storefront locale (a typo: the flag stays off there). */
  unknown: string[];
}

/**
 * Parses a per-locale flag's value (see {@link LocaleFlag}).
 * @param raw the environment variable's value (`undefined` or blank: `fallback`)
 * @param fallback whether the flag is on when the variable is unset or blank
 * @returns the flag; `unknown` is empty for `on`, `off` and a list of known locale paths
 */
export function parseLocaleFlag(raw: string | undefined, fallback: boolean): LocaleFlag {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '') return { on: () => fallback, unknown: [] };
  if (value === 'on') return { on: () => true, unknown: [] };
  if (value === 'off') return { on: () => false, unknown: [] };
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    on: (localePath) => parts.includes(localePath),
    unknown: parts.filter((part) => !findLocale(part)),
  };
}
