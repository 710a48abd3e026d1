import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { displayAt, gapAt } from '../../theme/flow.css';
import { Card } from './Card';
import { paddingX, paddingY, radius } from './Card.css';

describe('Card', () => {
  it('has md padding and radius by default, and renders the element asked for', () => {
    render(
      <Card as="section" aria-label="Delivery">
        Hi
      </Card>,
    );
    const el = screen.getByRole('region', { name: 'Delivery' });
    for (const cls of [paddingX.md, paddingY.md, radius.md]) expect(el.classList).toContain(cls);
  });

  it('lets a side padding win over the default padding', () => {
    const { container } = render(
      <Card paddingX="lg" paddingY="xl">
        Hi
      </Card>,
    );
    const el = container.firstElementChild!;
    for (const cls of [paddingX.lg, paddingY.xl]) expect(el.classList).toContain(cls);
    for (const cls of [paddingX.md, paddingY.md]) expect(el.classList).not.toContain(cls);
  });

  it('lays its children out with the layout props, per breakpoint', () => {
    const { container } = render(
      <Card display="grid" gap={{ sm: 'xs', lg: 'md' }}>
        Hi
      </Card>,
    );
    const el = container.firstElementChild!;
    for (const cls of [displayAt.sm.grid, gapAt.sm.xs, gapAt.lg.md])
      expect(el.classList).toContain(cls);
  });
});
