import { demoAsset, demoLogo } from '../_banner/fixtures';

const bar = (id: string, fields: Record<string, unknown>) =>
  ({ type: 'benefitBar', id, fields }) as const;

const benefits = [
  {
    id: 'free-shipping',
    text: 'Free shipping over $75',
    url: '/help/shipping',
    benefitType: 'freeShipping',
  },
  { id: 'returns', text: 'Free 30-day returns', url: '/help/returns/how-to-return' },
  { id: 'loyalty', text: 'Members earn points', url: '/loyalty', benefitType: 'other' },
];

/** CMS JSON of `benefitBar` blocks: every field set, the minimum, invalid ones, one per state. */
export const benefitBarFixtures = {
  valid: bar('benefit-valid', {
    logo: { ...demoLogo, alt: 'Summit Lab' },
    title: 'Member benefits',
    subtitle: 'Join for free today',
    infoIcon: { label: 'Benefit details', url: '/loyalty-terms' },
    targets: benefits,
    showCloseButton: true,
    alignment: 'center',
  }),
  noCloseButton: bar('benefit-no-close', {
    title: 'Free shipping and returns',
    targets: benefits,
    showCloseButton: false,
  }),
  alignedLeft: bar('benefit-left', {
    title: 'Winter sale: up to 40% off',
    targets: [{ id: 'sale', text: 'Shop the sale', url: '/c/sale-1003' }],
    alignment: 'left',
  }),
  alignedRight: bar('benefit-right', {
    title: 'Click and collect in 2 hours',
    targets: [{ id: 'stores', text: 'Find a store', url: '/store-locator' }],
    alignment: 'right',
    showCloseButton: false,
  }),
  backgroundImage: bar('benefit-background', {
    backgroundImage: demoAsset(1600, 120, '', 'night'),
    title: 'Night hikes: new headlamps',
    subtitle: 'Tested on the ridge',
    targets: [{ id: 'headlamps', text: 'Discover', url: '/c/gear-1005' }],
  }),
  infoIcon: bar('benefit-info', {
    title: 'Free shipping over $75',
    infoIcon: { label: 'Shipping details', url: '/help/shipping', target: '_blank' },
    targets: [],
  }),
  minimal: bar('benefit-minimal', { title: 'Free 30-day returns' }),
  badEnums: bar('benefit-bad-enums', {
    title: 'Bad values fall back',
    alignment: 'diagonal',
    showCloseButton: 'yes',
    targets: [{ id: 'x', text: 'Shipping', url: '/help/shipping', benefitType: 'teleport' }],
  }),
  invalid: bar('benefit-invalid', {
    subtitle: 'The title is missing and a benefit has no URL.',
    targets: [{ id: 'broken', text: 'Broken' }],
  }),
} as const;
