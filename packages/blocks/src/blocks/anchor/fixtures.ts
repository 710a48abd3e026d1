/** CMS JSON of `anchor` blocks: with label, the minimum, a bad enum and invalid ids. */
export const anchorFixtures = {
  valid: {
    type: 'anchor',
    id: 'anchor-valid',
    fields: { anchorId: 'size-guide', label: 'Size guide section', scrollOffset: 'header' },
  },
  minimal: { type: 'anchor', id: 'anchor-minimal', fields: { anchorId: 'faq' } },
  badEnum: {
    type: 'anchor',
    id: 'anchor-bad-enum',
    fields: { anchorId: 'reviews', scrollOffset: 'far' },
  },
  invalid: { type: 'anchor', id: 'anchor-invalid', fields: { anchorId: '#not an id' } },
} as const;
