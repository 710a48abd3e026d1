/** CMS JSON of `spacer` blocks: per breakpoint with divider, the minimum, bad values, invalid. */
export const spacerFixtures = {
  valid: {
    type: 'spacer',
    id: 'spacer-valid',
    fields: { size: { sm: 'lg', md: '2xl', lg: '4xl' }, divider: true },
  },
  minimal: { type: 'spacer', id: 'spacer-minimal', fields: {} },
  badEnum: {
    type: 'spacer',
    id: 'spacer-bad-enum',
    fields: { size: { sm: 'gigantic', md: 'xl', lg: 12 }, divider: 'maybe' },
  },
  invalid: { type: 'spacer', id: 'spacer-invalid', fields: 'not an object' },
} as const;
