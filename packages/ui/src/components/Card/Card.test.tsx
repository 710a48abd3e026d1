import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../theme/sprinkles.css';
import { Card } from './Card';

const classes = (atoms: Parameters<typeof sprinkles>[0]) => sprinkles(atoms).split(' ');

describe('Card', () => {
  it('has md padding and radius by default, and renders the element asked for', () => {
    render(
      <Card as="section" aria-label="Delivery">
        Hi
      </Card>,
    );
    const el = screen.getByRole('region', { name: 'Delivery' });
    for (const cls of classes({ padding: 'md', borderRadius: 'md' }))
      expect(el.classList).toContain(cls);
  });

  it('lets a side padding win over the default padding', () => {
    const { container } = render(
      <Card paddingX="lg" paddingY="xl">
        Hi
      </Card>,
    );
    const el = container.firstElementChild!;
    for (const cls of classes({ paddingX: 'lg', paddingY: 'xl' }))
      expect(el.classList).toContain(cls);
    for (const cls of classes({ padding: 'md' })) expect(el.classList).not.toContain(cls);
  });
});
