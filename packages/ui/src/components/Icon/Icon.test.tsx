import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { IconSprite } from './IconSprite';
import { iconNames, iconSymbolId } from './iconNames';

describe('IconSprite and Icon', () => {
  it('has one symbol per icon name, each with a drawing, in a hidden SVG', () => {
    const { container } = render(<IconSprite />);
    const sprite = container.querySelector('svg[data-icon-sprite]');
    expect(sprite?.getAttribute('aria-hidden')).toBe('true');
    expect(sprite?.getAttribute('width')).toBe('0');
    const symbols = [...container.querySelectorAll('symbol')];
    expect(symbols.map((symbol) => symbol.id)).toEqual(iconNames.map(iconSymbolId));
    for (const symbol of symbols) {
      expect(symbol.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(symbol.children.length, symbol.id).toBeGreaterThan(0);
    }
  });

  it('draws an icon as a use of its symbol in the sprite', () => {
    render(
      <>
        <IconSprite />
        <Icon name="truck" label="Free delivery" />
      </>,
    );
    const icon = screen.getByRole('img', { name: 'Free delivery' });
    const href = icon.querySelector('use')?.getAttribute('href') ?? '';
    expect(href).toBe('#sf-icon-truck');
    expect(document.querySelector(href)?.tagName.toLowerCase()).toBe('symbol');
    expect(icon.querySelector('path')).toBeNull();
  });
});
