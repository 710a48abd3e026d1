/** CMS JSON of `richText` blocks: full, minimal, hostile (sanitized) and invalid. */
export const richTextFixtures = {
  valid: {
    type: 'richText',
    id: 'rich-valid',
    fields: {
      html: '<h2>Built to last, made to move</h2><p>Every pair is <strong>resoled, repaired or recycled</strong> through our <a href="/help/returns/how-to-return">take-back programme</a>.</p><ul><li>Free repairs for two years</li><li>Recycled materials in every upper</li></ul><blockquote>The best boot is the one you keep wearing.</blockquote>',
      width: 'narrow',
      alignment: 'left',
    },
  },
  centered: {
    type: 'richText',
    id: 'rich-centered',
    fields: {
      html: '<p>Questions? <a href="mailto:help@example.com">Write to us</a> or read our <a href="https://example.com/guide" target="_blank">fit guide</a>.</p>',
      alignment: 'center',
      width: 'wide',
    },
  },
  hostile: {
    type: 'richText',
    id: 'rich-hostile',
    fields: {
      html: '<p onclick="steal()">Safe text<script>alert(1)</script></p><a href="javascript:alert(1)">bad link</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
    },
  },
  minimal: { type: 'richText', id: 'rich-minimal', fields: { html: '<p>Just a paragraph.</p>' } },
  invalid: { type: 'richText', id: 'rich-invalid', fields: { html: '   ' } },
} as const;
