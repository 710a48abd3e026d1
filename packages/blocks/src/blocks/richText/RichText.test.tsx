import { render, screen } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { richTextFixtures as fx } from './fixtures';
import { richTextBlock } from './index';
import { sanitizeRichText } from './sanitize';

const registry = createRegistry([richTextBlock]);

describe('sanitizeRichText', () => {
  it('removes scripts, event handlers, javascript: URLs and disallowed tags', () => {
    const html = sanitizeRichText(fx.hostile.fields.html);
    expect(html).toBe('<p>Safe text</p><a>bad link</a>');
  });

  it('keeps allowed tags and makes new-tab and external links safe', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://x.example" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="/c/men-1001" target="_top" style="color:red">Men</a>')).toBe(
      '<a href="/c/men-1001">Men</a>',
    );
    expect(sanitizeRichText('<h2 class="x">T</h2><p><em>e</em></p>')).toBe(
      '<h2>T</h2><p><em>e</em></p>',
    );
  });

  it('drops protocol-relative links', () => {
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  });
});

describe('RichText', () => {
  it('renders the sanitized HTML', () => {
    render(<RenderBlocks registry={registry} blocks={[fx.valid]} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Built to last, made to move',
    );
    expect(screen.getByRole('link', { name: 'take-back programme' }).getAttribute('href')).toBe(
      '/help/returns/how-to-return',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('never puts a script into the page', () => {
    const { container } = render(<RenderBlocks registry={registry} blocks={[fx.hostile]} />);
    expect(container.querySelector('script, iframe, img, [onclick]')).toBeNull();
    expect(container.textContent).toContain('Safe text');
  });

  it('treats blank HTML as invalid', () => {
    render(<RenderBlocks registry={registry} blocks={[fx.invalid]} mode="preview" />);
    expect(screen.getByRole('region', { name: /Invalid block: richText/ }).textContent).toContain(
      'fields.html',
    );
  });
});
