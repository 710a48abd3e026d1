/** CMS JSON of the brand's `openingHours` block: a full one and an invalid one. */
export const openingHoursFixtures = {
  valid: {
    type: 'openingHours',
    id: 'hours-valid',
    fields: {
      storeName: 'Lakeside Konstanz',
      days: [{ day: 'Montag – Freitag', hours: '9:00 – 19:00' }, { day: 'Sonntag' }],
    },
  },
  invalid: { type: 'openingHours', id: 'hours-invalid', fields: { storeName: '', days: [] } },
} as const;
