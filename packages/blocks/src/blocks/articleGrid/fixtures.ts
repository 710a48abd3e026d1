const grid = (id: string, fields: Record<string, unknown>) =>
  ({ type: 'articleGrid', id, fields }) as const;

/** CMS JSON of `articleGrid` blocks: default (3), rows × columns, a preset tag, minimal, bad, invalid. */
export const articleGridFixtures = {
  valid: grid('article-grid-valid', { title: 'From the journal', showFilters: true }),
  rowsColumns: grid('article-grid-rows', { title: 'Latest stories', rows: 2, columns: 4 }),
  presetTag: grid('article-grid-tag', { title: 'Climbing', tagId: 'climbing', showFilters: false }),
  minimal: grid('article-grid-minimal', {}),
  badValues: grid('article-grid-bad', {
    title: 'Bad values',
    rows: 0,
    columns: 9,
    showFilters: 'yes',
  }),
  invalid: grid('article-grid-invalid', { title: '', tagId: 42 }),
} as const;
