/**
 * Full names of the locales, for the header switcher's tooltips and the footer's locale links.
 * A module of its own so the footer does not import the header (and its client islands).
 */
export const localeLabel: Record<string, string> = {
  'en-us': 'United States (English)',
  'en-ca': 'Canada (English)',
  'fr-ca': 'Canada (Français)',
  'en-gb': 'United Kingdom (English)',
};
