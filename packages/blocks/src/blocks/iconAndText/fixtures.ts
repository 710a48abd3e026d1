const benefits = [
  {
    icon: 'truck',
    richText: '<p><strong>Free shipping</strong> on orders over $75.</p>',
    target: { text: 'Shipping details', url: '/help/shipping', target: '_self' },
  },
  {
    icon: 'store',
    richText: '<p><strong>Pick up in store</strong> within 2 hours.</p>',
  },
  {
    icon: 'gift',
    richText: '<p><strong>Members save 10%</strong> on their first order.</p>',
    target: { text: 'Join now', url: '/loyalty', target: '_self' },
  },
  {
    icon: 'check',
    richText: '<p><strong>Free returns</strong> within 30 days.</p>',
    target: { text: 'How to return', url: '/help/returns/how-to-return', target: '_self' },
  },
];

/** CMS JSON of `iconAndText` blocks: grid of 4, grid of 3, list, the minimum, invalid ones. */
export const iconAndTextFixtures = {
  valid: {
    type: 'iconAndText',
    id: 'icons-valid',
    fields: {
      title: 'Why shop with us',
      titleHeadingTag: 'h2',
      items: benefits,
      iconSize: 'large',
      layout: 'grid',
      alignment: 'center',
    },
  },
  gridOfThree: {
    type: 'iconAndText',
    id: 'icons-three',
    fields: {
      items: benefits.slice(0, 3).map((item, index) => ({
        ...item,
        colors: { background: index === 1 ? 'surfaceInverse' : 'surfaceMuted', icon: 'accent' },
      })),
      iconSize: 'medium',
      alignment: 'left',
    },
  },
  list: {
    type: 'iconAndText',
    id: 'icons-list',
    fields: {
      title: 'Good to know',
      items: [
        {
          icon: 'info',
          richText:
            '<p>Sizes run small: <a href="https://example.com/fit" target="_blank">read the fit guide</a>.</p>',
        },
        { icon: 'location', richText: '<p>Find a store near you with the store locator.</p>' },
      ],
      iconSize: 'small',
      layout: 'list',
    },
  },
  minimal: {
    type: 'iconAndText',
    id: 'icons-minimal',
    fields: { items: [{ icon: 'heart', richText: '<p>Made with care.</p>' }] },
  },
  badEnum: {
    type: 'iconAndText',
    id: 'icons-bad-enum',
    fields: {
      items: [
        { icon: 'unicorn', richText: '<p>Unknown icon</p>', colors: { background: 'plaid' } },
      ],
      iconSize: 'enormous',
      layout: 'masonry',
    },
  },
  hostile: {
    type: 'iconAndText',
    id: 'icons-hostile',
    fields: {
      items: [
        {
          icon: 'warning',
          richText:
            '<p onmouseover="steal()">Safe<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
        },
      ],
    },
  },
  invalid: {
    type: 'iconAndText',
    id: 'icons-invalid',
    fields: { items: [{ icon: 'truck' }] },
  },
} as const;
