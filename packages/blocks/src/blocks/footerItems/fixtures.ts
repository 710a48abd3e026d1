/** CMS JSON of `footerItems` blocks: link groups, legal line, social links, minimum, invalid. */
export const footerItemsFixtures = {
  valid: {
    type: 'footerItems',
    id: 'footer-groups',
    fields: {
      variant: 'linkGroups',
      tone: 'inverse',
      groups: [
        {
          title: 'Help',
          links: [
            { text: 'Contact us', url: '/help/contact-us', target: '_self' },
            { text: 'Returns', url: '/help/returns/how-to-return', target: '_self' },
            { text: 'Store locator', url: '/store-locator', target: '_self' },
          ],
        },
        {
          title: 'Shop',
          links: [
            { text: 'Women', url: '/c/women-1002', target: '_self' },
            { text: 'Men', url: '/c/men-1001', target: '_self' },
            { text: 'Gift cards', url: '/gift-cards', target: '_self' },
          ],
        },
        {
          title: 'About',
          links: [
            { text: 'Our repair promise', url: '/stories/repairs', target: '_self' },
            { text: 'Careers', url: 'https://example.com/careers', target: '_blank' },
          ],
        },
      ],
    },
  },
  legal: {
    type: 'footerItems',
    id: 'footer-legal',
    fields: {
      variant: 'legal',
      tone: 'inverse',
      legalLinks: [
        { text: 'Privacy', url: '/privacy', target: '_self' },
        { text: 'Sale terms', url: '/sale-terms', target: '_self' },
        { text: 'Brand terms', url: '/brand-terms', target: '_self' },
      ],
      copyright: '© {year} Alpine Outfitters',
    },
  },
  social: {
    type: 'footerItems',
    id: 'footer-social',
    fields: {
      variant: 'social',
      title: 'Follow us',
      socialLinks: [
        { network: 'instagram', url: 'https://example.com/instagram' },
        { network: 'youtube', url: 'https://example.com/youtube' },
        { network: 'strava', url: 'https://example.com/strava' },
      ],
    },
  },
  minimal: {
    type: 'footerItems',
    id: 'footer-minimal',
    fields: {
      groups: [{ title: 'Help', links: [{ text: 'Contact us', url: '/help/contact-us' }] }],
    },
  },
  badEnum: {
    type: 'footerItems',
    id: 'footer-bad-enum',
    fields: {
      variant: 'megafooter',
      tone: 'neon',
      groups: [{ title: 'Help', links: [{ text: 'FAQ', url: '/help' }] }],
    },
  },
  invalid: {
    type: 'footerItems',
    id: 'footer-invalid',
    fields: { variant: 'social', socialLinks: [] },
  },
} as const;
