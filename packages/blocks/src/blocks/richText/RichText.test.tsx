import { render, screen } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { richTextFixtures as fx } from './fixtures';
import { richTextBlock } from './index';

const registry = createRegistry([richTextBlock]);

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
