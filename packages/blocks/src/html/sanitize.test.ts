import { richTextFixtures } from '../blocks/richText/fixtures';
import { sanitize } from './sanitize';

const fx = richTextFixtures;

describe('richText preset', () => {
  it('removes scripts, event handlers, javascript: URLs and disallowed tags', () => {
    const html = sanitize(fx.hostile.fields.html, 'richText');
    expect(html).toBe('<p>Safe text</p><a>bad link</a>');
  });

  it('keeps allowed tags and makes new-tab and external links safe', () => {
    expect(sanitize('<a href="https://x.example" target="_blank">x</a>', 'richText')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitize('<a href="https://x.example" rel="opener">x</a>', 'richText')).toBe(
      '<a href="https://x.example" rel="noopener noreferrer">x</a>',
    );
    expect(
      sanitize('<a href="/c/men-1001" target="_top" style="color:red">Men</a>', 'richText'),
    ).toBe('<a href="/c/men-1001">Men</a>');
    expect(sanitize('<h2 class="x">T</h2><p><em>e</em></p>', 'richText')).toBe(
      '<h2>T</h2><p><em>e</em></p>',
    );
  });

  it('drops protocol-relative links', () => {
    expect(sanitize('<a href="//evil.example">x</a>', 'richText')).toBe('<a>x</a>');
  });
});

describe('heading preset', () => {
  it('keeps inline tags and removes scripts, handlers, links and block tags', () => {
    expect(
      sanitize(
        '<p onclick="x()">Big <em>news</em><script>alert(1)</script> <a href="javascript:x">here</a></p>',
        'heading',
      ),
    ).toBe('Big <em>news</em> here');
  });

  it('keeps no attribute, not even lang (the menu title keeps it)', () => {
    expect(sanitize('<em lang="fr" class="x">été</em>', 'heading')).toBe('<em>été</em>');
    expect(sanitize('<em lang="fr" class="x">été</em>', 'menuTitle')).toBe(
      '<em lang="fr">été</em>',
    );
  });
});

describe('menuTitle preset', () => {
  it('keeps inline formatting only', () => {
    expect(sanitize('<strong>Men</strong> <em lang="fr">été</em>', 'menuTitle')).toBe(
      '<strong>Men</strong> <em lang="fr">été</em>',
    );
    expect(sanitize('<a href="/x" onclick="x()">Link</a><p>Block</p>', 'menuTitle')).toBe(
      'LinkBlock',
    );
    expect(
      sanitize('<img src=x onerror="alert(1)"><script>alert(1)</script>Sale', 'menuTitle'),
    ).toBe('Sale');
  });
});

describe('every preset', () => {
  it.each(['richText', 'heading', 'menuTitle'] as const)(
    '%s removes scripts, styles, embeds and handlers and keeps the text of dropped tags',
    (preset) => {
      expect(
        sanitize(
          ' <div onclick="x()">Sale<script>alert(1)</script><style>p{}</style><iframe src="x"></iframe></div> ',
          preset,
        ),
      ).toBe('Sale');
    },
  );
});
