const faq = [
  {
    title: 'How do I find my size?',
    richText:
      '<p>Measure your foot in the evening and compare with our <a href="/help/size-guide">size guide</a>.</p>',
  },
  {
    title: 'Can I return worn boots?',
    richText: '<p>Yes, within 30 days if they were worn <strong>indoors only</strong>.</p>',
  },
  {
    title: 'Do you repair boots?',
    richText: '<ul><li>Resoling from $49</li><li>Free lace replacement</li></ul>',
  },
];

/** CMS JSON of `accordion` blocks: single, multiple all open, the minimum, invalid ones. */
export const accordionFixtures = {
  valid: {
    type: 'accordion',
    id: 'faq-valid',
    fields: {
      title: 'Frequently asked questions',
      titleHeadingTag: 'h2',
      items: faq,
      allowMultiple: false,
      defaultOpen: 'first',
      width: 'narrow',
    },
  },
  multiple: {
    type: 'accordion',
    id: 'faq-multiple',
    fields: {
      title: 'Care instructions',
      items: faq,
      allowMultiple: true,
      defaultOpen: 'all',
      width: 'container',
    },
  },
  minimal: {
    type: 'accordion',
    id: 'faq-minimal',
    fields: { items: [{ title: 'Shipping', richText: '<p>Orders ship within 2 days.</p>' }] },
  },
  badEnum: {
    type: 'accordion',
    id: 'faq-bad-enum',
    fields: {
      items: faq.filter((_, index) => index < 2),
      defaultOpen: 'sometimes',
      width: 'huge',
      allowMultiple: 'yes',
    },
  },
  invalid: {
    type: 'accordion',
    id: 'faq-invalid',
    fields: { items: [{ title: 'No answer' }] },
  },
} as const;
