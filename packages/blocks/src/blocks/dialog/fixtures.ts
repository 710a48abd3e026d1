import { demoImage } from '../../fixtures/media';

const dialog = (id: string, fields: Record<string, unknown>) =>
  ({ type: 'dialog', id, fields }) as const;

const media = {
  url: demoImage(800, 600),
  width: 800,
  height: 600,
  alt: 'A ridge at dusk above the forest',
};

/** The demo event: three days, with a plus one. */
export const demoEvent = {
  eventId: 'trail-days-2026',
  title: 'Trail Days 2026',
  startDate: '2026-06-12',
  endDate: '2026-06-14',
  enablePlusOne: true,
  richText:
    '<p>Three days of guided hikes, gear repair workshops and trail running clinics. <strong>Free for members.</strong></p><script>alert(1)</script>',
  submitCtaLabel: 'Join Trail Days',
  confirmationTitle: 'See you on the trail',
  confirmationSubtitle: 'Your place is booked. The programme is on its way to your inbox.',
};

/** CMS JSON of `dialog` blocks: one per variant and media position, the minimum, invalid ones. */
export const dialogFixtures = {
  eventSignup: dialog('dialog-event', {
    variant: 'event-signup',
    title: 'Trail Days 2026',
    triggerLabel: 'Sign up for Trail Days',
    anchorId: 'event-signup',
    media,
    mediaPosition: 'top',
    event: demoEvent,
  }),
  eventOneDay: dialog('dialog-event-one-day', {
    variant: 'event-signup',
    triggerLabel: 'Join the repair café',
    mediaPosition: 'top',
    event: {
      eventId: 'repair-cafe-2026',
      title: 'Repair café',
      startDate: '2026-09-05T09:00:00Z',
      endDate: '2026-09-05T17:00:00Z',
    },
  }),
  contentTop: dialog('dialog-top', {
    title: 'Our repair promise',
    triggerLabel: 'Read the promise',
    media,
    mediaPosition: 'top',
    richText:
      '<p>Everything we sell can be repaired. Bring it to any store: <a href="/help/returns/how-to-return">see how</a>.</p>',
    targets: [{ text: 'Find a store', url: '/stores', target: '_self' }],
  }),
  leftNormal: dialog('dialog-left-normal', {
    title: 'Members weekend',
    triggerLabel: 'Members weekend',
    media,
    mediaPosition: 'left-normal',
    richText: '<p>Double points on every order, Friday to Sunday.</p>',
    targets: [{ text: 'Join the club', url: '/loyalty', target: '_self' }],
  }),
  leftLarge: dialog('dialog-left-large', {
    title: 'The autumn collection',
    triggerLabel: 'See the collection',
    media,
    mediaPosition: 'left-large',
    richText: '<p>Layers for cold mornings and long ridges.</p>',
  }),
  mediaInBody: dialog('dialog-body', {
    title: 'Store opening',
    triggerLabel: 'Store opening',
    media,
    mediaPosition: 'body',
    richText: '<p>Our new store opens on the harbour front. Come for coffee and a map.</p>',
  }),
  newsletter: dialog('dialog-newsletter', {
    title: 'Trail news',
    triggerLabel: 'Get trail news',
    richText: '<p>Routes, repairs and first access to sales, once a month.</p>',
    newsletterForm: {
      title: 'Subscribe',
      policyLabel: 'I accept the privacy policy',
      submitLabel: 'Subscribe',
      successMessage: 'Thank you: the next issue is on its way.',
    },
  }),
  minimal: dialog('dialog-minimal', { title: 'Hello' }),
  badEnums: dialog('dialog-bad-enums', {
    variant: 'survey',
    title: 'Bad values fall back',
    mediaPosition: 'right',
  }),
  invalid: dialog('dialog-invalid', {
    variant: 'event-signup',
    triggerLabel: 'Broken',
    anchorId: '1-starts-with-a-digit',
    targets: [{ text: 'Broken' }],
  }),
  missingEvent: dialog('dialog-missing-event', { variant: 'event-signup', title: 'No event' }),
  invalidEvent: dialog('dialog-invalid-event', {
    variant: 'event-signup',
    event: { ...demoEvent, startDate: '2026-06-14', endDate: '2026-06-12' },
  }),
} as const;
