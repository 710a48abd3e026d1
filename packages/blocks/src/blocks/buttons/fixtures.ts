/** CMS JSON of `buttons` blocks: every variant, centred full width on sm, minimum, invalid. */
export const buttonsFixtures = {
  valid: {
    type: 'buttons',
    id: 'buttons-valid',
    fields: {
      buttons: [
        { text: 'Shop women', url: '/c/women-1002', target: '_self', variant: 'primary' },
        { text: 'Shop men', url: '/c/men-1001', target: '_self', variant: 'secondary' },
        { text: 'Gift cards', url: '/gift-cards', target: '_self', variant: 'tertiary' },
        {
          text: 'Our repair promise',
          url: 'https://example.com/repairs',
          target: '_blank',
          variant: 'link',
        },
      ],
      size: 'md',
      alignment: 'left',
      fullWidthOnSm: false,
    },
  },
  centeredFullWidth: {
    type: 'buttons',
    id: 'buttons-centered',
    fields: {
      buttons: [
        { text: 'Join for free', url: '/loyalty', variant: 'primary' },
        { text: 'Sign in', url: '/account', variant: 'secondary' },
      ],
      size: 'lg',
      alignment: 'center',
      fullWidthOnSm: true,
    },
  },
  minimal: {
    type: 'buttons',
    id: 'buttons-minimal',
    fields: { buttons: [{ text: 'Shop all', url: '/c/all-1000' }] },
  },
  badEnum: {
    type: 'buttons',
    id: 'buttons-bad-enum',
    fields: {
      buttons: [{ text: 'Sale', url: '/sale', variant: 'glowing', target: 'popup' }],
      size: 'xxl',
      alignment: 'justify',
    },
  },
  invalid: {
    type: 'buttons',
    id: 'buttons-invalid',
    fields: { buttons: [{ text: '', url: '/x' }] },
  },
} as const;
