import { fireEvent, render, screen } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { verticalListFixtures as fx } from './fixtures';
import { verticalListBlock } from './index';
import { verticalListSchema } from './schema';

const registry = createRegistry([verticalListBlock]);

/** The image frame that is shown (not hidden from assistive technology). */
const shownImage = (container: HTMLElement) =>
  container.querySelector('[data-active="true"] img')?.getAttribute('alt');

describe('verticalList schema', () => {
  it('falls back for bad enums and rejects empty titles and script URLs', () => {
    const fields = verticalListSchema.parse(fx.imageLeft.fields);
    expect(fields).toMatchObject({ titleHeadingTag: 'h2', imagePosition: 'left' });
    const result = verticalListSchema.safeParse(fx.invalid.fields);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['items.0.title', 'items.0.url', 'items.0.image']),
    );
  });
});

describe('VerticalList', () => {
  it('shows the first image, then the hovered item’s, then the focused item’s', () => {
    const { container } = render(<RenderBlocks registry={registry} blocks={[fx.valid]} />);
    expect(screen.getByRole('region', { name: 'Find your activity' })).toBeTruthy();
    expect(shownImage(container)).toBe('Hiking: illustration');
    const items = screen.getAllByRole('listitem');
    fireEvent.mouseEnter(items[2]!);
    expect(shownImage(container)).toBe('Climbing: illustration');
    fireEvent.focus(screen.getByRole('link', { name: 'Camping' }));
    expect(shownImage(container)).toBe('Camping: illustration');
    expect(container.querySelectorAll('[aria-hidden="true"] img')).toHaveLength(3);
  });
});
