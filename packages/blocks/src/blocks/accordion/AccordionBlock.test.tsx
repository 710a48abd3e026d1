import { fireEvent, render, screen } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { accordionFixtures as fx } from './fixtures';
import { accordionBlock } from './index';
import { accordionSchema } from './schema';

const registry = createRegistry([accordionBlock]);
const renderBlock = (block: unknown, mode: 'production' | 'preview' = 'production') =>
  render(<RenderBlocks registry={registry} blocks={[block]} mode={mode} />);

describe('accordion schema', () => {
  it('accepts the valid fixture', () => {
    expect(accordionSchema.safeParse(fx.valid.fields).success).toBe(true);
  });
  it('defaults the minimal fixture', () => {
    expect(accordionSchema.parse(fx.minimal.fields)).toEqual({
      titleHeadingTag: 'h2',
      items: [{ title: 'Shipping', richText: '<p>Orders ship within 2 days.</p>' }],
      allowMultiple: false,
      defaultOpen: 'none',
      width: 'narrow',
    });
  });
  it('falls back on bad values', () => {
    const fields = accordionSchema.parse(fx.badEnum.fields);
    expect([fields.defaultOpen, fields.width, fields.allowMultiple]).toEqual([
      'none',
      'narrow',
      false,
    ]);
  });
  it('rejects a section without rich text', () => {
    const result = accordionSchema.safeParse(fx.invalid.fields);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['items.0.richText']);
  });
});

describe('AccordionBlock', () => {
  it('opens the first section by default and sanitized text inside', () => {
    renderBlock(fx.valid);
    const first = screen.getByRole('button', { name: 'How do I find my size?' });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(first.parentElement?.tagName).toBe('H3');
    expect(screen.getByRole('link', { name: 'size guide' }).getAttribute('href')).toBe(
      '/help/size-guide',
    );
  });
  it('opens a closed section on click', () => {
    renderBlock(fx.minimal);
    const trigger = screen.getByRole('button', { name: 'Shipping' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.parentElement?.tagName).toBe('H2');
  });
  it('opens every section with allowMultiple and defaultOpen all', () => {
    renderBlock(fx.multiple);
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-expanded')).toBe('true');
    }
  });
  it('shows a placeholder for the invalid fixture in preview', () => {
    renderBlock(fx.invalid, 'preview');
    expect(screen.getByRole('region', { name: /Invalid block: accordion/ })).toBeTruthy();
  });
});
