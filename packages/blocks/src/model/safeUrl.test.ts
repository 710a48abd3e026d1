import {
  findScriptUrls,
  isSafeLinkUrl,
  isSafeMediaUrl,
  linkUrlSchema,
  mediaUrlSchema,
  normaliseUrlStart,
} from './safeUrl';

describe('isSafeLinkUrl', () => {
  it.each([
    '/c/women-1002',
    'help/returns',
    '?page=2',
    '#faq',
    'https://example.com/guide',
    'HTTP://example.com',
    'mailto:help@example.com',
    'tel:+15551234567',
    '{{MEDIA}}/file.pdf',
  ])('accepts %s', (url) => {
    expect(isSafeLinkUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' \u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '//evil.example/path',
    '\\\\evil.example',
    '',
    '   ',
  ])('rejects %j', (url) => {
    expect(isSafeLinkUrl(url)).toBe(false);
  });
});

describe('isSafeMediaUrl', () => {
  it('accepts http(s), relative and data:image URLs', () => {
    expect(isSafeMediaUrl('https://res.example.com/a.jpg')).toBe(true);
    expect(isSafeMediaUrl('{{MEDIA}}/home/hero.svg')).toBe(true);
    expect(isSafeMediaUrl('data:image/svg+xml,%3Csvg%3E')).toBe(true);
    expect(isSafeMediaUrl('data:image/png;base64,AAAA')).toBe(true);
  });
  it('rejects script, html and other data URLs', () => {
    expect(isSafeMediaUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeMediaUrl('data:text/html,x')).toBe(false);
    expect(isSafeMediaUrl('data:image')).toBe(false);
    expect(isSafeMediaUrl('mailto:a@b.c')).toBe(false);
  });
});

describe('url schemas', () => {
  it('trim the value and explain a rejection', () => {
    expect(linkUrlSchema.parse('  /sale ')).toBe('/sale');
    const result = linkUrlSchema.safeParse('javascript:alert(1)');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/http\(s\), relative/);
    expect(mediaUrlSchema.safeParse('vbscript:x').success).toBe(false);
  });
});

describe('normaliseUrlStart', () => {
  it('drops what browsers ignore at the start and inside a scheme', () => {
    expect(normaliseUrlStart(' \tJava\r\nScript:x')).toBe('javascript:x');
  });
});

describe('findScriptUrls', () => {
  it('finds script URLs at any depth with their paths', () => {
    expect(
      findScriptUrls({
        title: 'Fine',
        targets: [{ url: '/ok' }, { url: ' javascript:alert(1)' }],
        media: { poster: 'data:text/html,x', other: 'vbscript:y' },
      }).map((issue) => issue.path),
    ).toEqual([
      ['targets', 1, 'url'],
      ['media', 'poster'],
      ['media', 'other'],
    ]);
  });

  it('leaves nested block nodes to their own validation', () => {
    expect(
      findScriptUrls({
        children: [{ type: 'buttons', id: 'b', fields: { url: 'javascript:alert(1)' } }],
      }),
    ).toEqual([]);
  });

  it('ignores markup and text that merely mention a scheme', () => {
    expect(
      findScriptUrls({ html: '<a href="javascript:x">x</a>', text: 'no javascript: here' }),
    ).toEqual([]);
  });
});
