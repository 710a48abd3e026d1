import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../theme/sprinkles.css';
import { Box, extractSprinkles } from './Box';

describe('extractSprinkles', () => {
  it('separates sprinkles props from element props', () => {
    const [atoms, rest] = extractSprinkles({ padding: 'md', display: 'flex', id: 'a', title: 't' });
    expect(atoms).toEqual({ padding: 'md', display: 'flex' });
    expect(rest).toEqual({ id: 'a', title: 't' });
  });
});

describe('Box', () => {
  it('renders the requested element with atom classes and HTML props', () => {
    render(
      <Box as="section" padding="md" aria-label="Promotions" className="extra">
        Hi
      </Box>,
    );
    const el = screen.getByRole('region', { name: 'Promotions' });
    expect(el.tagName).toBe('SECTION');
    expect(el.className).toContain('extra');
    for (const cls of sprinkles({ padding: 'md' }).split(' ')) expect(el.classList).toContain(cls);
    expect(el.hasAttribute('padding')).toBe(false);
  });

  it('renders a div without a class attribute when given no style props', () => {
    const { container } = render(<Box>Plain</Box>);
    const el = container.firstElementChild!;
    expect(el.tagName).toBe('DIV');
    expect(el.hasAttribute('class')).toBe(false);
  });
});
