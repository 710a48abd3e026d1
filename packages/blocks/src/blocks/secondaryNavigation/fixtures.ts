const secondaryNavigation = (id: string, fields: Record<string, unknown>) =>
  ({ type: 'secondaryNavigation', id, fields }) as const;

const helpLinks = [
  { text: 'Help centre', url: '/en-us/help' },
  { text: 'How to return', url: '/en-us/help/returns/how-to-return' },
  { text: 'Contact us', url: '/en-us/help/contact-us' },
  { text: 'Store locator', url: '/en-us/stores' },
  { text: 'Gift cards', url: '/en-us/gift-cards' },
  { text: 'Size guide', url: '/en-us/help/size-guide' },
  { text: 'Repairs', url: '/en-us/help/repairs' },
];

/** CMS JSON of `secondaryNavigation` blocks: full, minimal, centred, bad values, invalid. */
export const secondaryNavigationFixtures = {
  valid: secondaryNavigation('secondary-navigation-valid', {
    title: 'Help topics',
    links: helpLinks,
    alignment: 'left',
  }),
  centered: secondaryNavigation('secondary-navigation-centered', {
    title: 'About us',
    links: [
      { text: 'Our story', url: '/about' },
      { text: 'Sustainability', url: '/about/sustainability' },
      { text: 'Careers', url: 'https://example.com/careers', target: '_blank' },
    ],
    alignment: 'center',
  }),
  minimal: secondaryNavigation('secondary-navigation-minimal', {
    links: [{ text: 'All help topics', url: '/en-us/help' }],
  }),
  badEnums: secondaryNavigation('secondary-navigation-bad-enums', {
    links: [{ text: 'Help', url: '/en-us/help', target: '_top' }],
    alignment: 'diagonal',
  }),
  invalid: secondaryNavigation('secondary-navigation-invalid', {
    title: 'No links',
    links: [],
  }),
} as const;
