const targets = [
  { text: 'Hiking boots', url: '/c/hiking-boots-1011', target: '_self' },
  { text: 'Trail runners', url: '/c/trail-running-1003', target: '_self' },
  { text: 'Rain jackets', url: '/c/rain-jackets-1021', target: '_self' },
  { text: 'Backpacks', url: '/c/backpacks-1031', target: '_self' },
  { text: 'Size guide', url: 'https://example.com/size-guide', target: '_blank' },
];

/** CMS JSON of `ctaButtons` blocks: row and carousel variants, the minimum, invalid ones. */
export const ctaButtonsFixtures = {
  valid: {
    type: 'ctaButtons',
    id: 'cta-valid',
    fields: {
      title: 'Shop the essentials',
      titleHeadingTag: 'h2',
      targets,
      layout: 'row',
      variant: 'secondary',
      alignment: 'center',
    },
  },
  carousel: {
    type: 'ctaButtons',
    id: 'cta-carousel',
    fields: {
      title: 'Jump to a category',
      targets,
      layout: 'carousel',
      slidePadding: 'medium',
      variant: 'primary',
    },
  },
  minimal: {
    type: 'ctaButtons',
    id: 'cta-minimal',
    fields: { targets: [{ text: 'Shop all', url: '/c/all-1000' }] },
  },
  badEnum: {
    type: 'ctaButtons',
    id: 'cta-bad-enum',
    fields: {
      targets: targets.filter((_, index) => index < 2),
      layout: 'grid',
      slidePadding: 'huge',
      variant: 'neon',
    },
  },
  invalid: {
    type: 'ctaButtons',
    id: 'cta-invalid',
    fields: { title: 'Nothing to click', targets: [] },
  },
} as const;
