import { demoLogo } from '../_banner/fixtures';

const popup = (id: string, fields: Record<string, unknown>) =>
  ({ type: 'popup', id, fields }) as const;

/** CMS JSON of `popup` blocks: every field set, the minimum, invalid ones, one per type. */
export const popupFixtures = {
  valid: popup('popup-valid', {
    name: 'newsletter-aw26',
    popupType: 'newsletter',
    delay: 2000,
    minimizedTitle: 'Get 10% off',
    maximizedTitle: 'Join our newsletter',
    title: 'Trail news, first access to sales and 10% off your first order.',
    logo: { ...demoLogo, alt: 'Summit Lab' },
    logoSize: 'md',
    targets: [{ text: 'Sign up', url: '/sign-up', target: '_self' }],
    disclaimer: 'Unsubscribe at any time. See our privacy policy.',
    colors: { background: 'surfaceInverse' },
  }),
  registration: popup('popup-registration', {
    name: 'register-loyalty',
    popupType: 'registration',
    delay: 300,
    minimizedTitle: 'Members save more',
    title: 'Create an account and earn points on every order',
    logoSize: 'lg',
    logo: { ...demoLogo, alt: 'Summit Lab' },
    targets: [
      { text: 'Create an account', url: '/sign-up', target: '_self' },
      { text: 'Loyalty terms', url: '/loyalty-terms', target: '_blank' },
    ],
    colors: { background: 'surface' },
  }),
  quick: popup('popup-quick', {
    name: 'newsletter-quick',
    delay: 300,
    minimizedTitle: 'Get 10% off',
    maximizedTitle: 'Join our newsletter',
    title: 'First access to sales.',
    targets: [{ text: 'Sign up', url: '/sign-up' }],
    disclaimer: 'Unsubscribe at any time.',
  }),
  minimal: popup('popup-minimal', {
    name: 'minimal',
    minimizedTitle: 'News',
    title: 'Our news',
  }),
  badEnums: popup('popup-bad-enums', {
    name: 'bad',
    popupType: 'survey',
    delay: -5,
    minimizedTitle: 'Bad values',
    title: 'Bad values fall back',
    logoSize: 'huge',
    colors: { background: 'pink' },
  }),
  invalid: popup('popup-invalid', {
    popupType: 'newsletter',
    minimizedTitle: 'No name, no title',
    targets: [{ text: 'Broken' }],
  }),
} as const;
