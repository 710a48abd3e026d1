import { render, screen } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { segmentConditionNames } from '../../services/segments';
import { guestSession } from '../../services/session';
import { createServicesSimulator } from '../../services/simulators';
import { richTextBlock } from '../richText';
import { conditionSessions, segmentationFixtures as fx, segmentationFor } from './fixtures';
import { segmentationBlock, segmentationSchema, selectSegment } from './index';

const registry = createRegistry([segmentationBlock, richTextBlock]);
const renderWith = (block: unknown, session = {}, mode: 'production' | 'preview' = 'production') =>
  render(
    <RenderBlocks
      registry={registry}
      blocks={[block]}
      mode={mode}
      services={createServicesSimulator({ session, mode })}
    />,
  );

describe('segmentation schema', () => {
  it('defaults segments and reports bad fields with paths', () => {
    expect(segmentationSchema.parse(fx.minimal.fields).segments).toEqual([]);
    const result = segmentationSchema.safeParse(fx.invalid.fields);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'segments.0.id',
      'baselines',
    ]);
  });
});

describe('selectSegment', () => {
  const fields = segmentationSchema.parse(fx.valid.fields);
  it('picks the first segment that holds', () => {
    const both = { ...guestSession, loggedIn: true, employee: true, loyaltyMember: true };
    expect(selectSegment(fields, both).segmentId).toBe('employee');
    expect(selectSegment(fields, { ...both, employee: false }).segmentId).toBe('loyaltyMember');
  });
  it('falls back to the first baseline only', () => {
    const result = selectSegment(fields, { ...guestSession, loggedIn: true });
    expect(result.segmentId).toBeNull();
    expect(result.blocks).toHaveLength(1);
  });
});

describe('Segmentation', () => {
  it.each(segmentConditionNames)('%s and not:%s render the right content', (name) => {
    const [holds, fails] = conditionSessions[name];
    for (const [condition, session, expected] of [
      [name, holds, 'holds'],
      [name, fails, 'baseline'],
      [`not:${name}`, holds, 'baseline'],
      [`not:${name}`, fails, 'holds'],
    ] as const) {
      const { unmount } = renderWith(segmentationFor(condition), session);
      expect(screen.getByText(expected === 'holds' ? /holds\.$/ : /Baseline/)).toBeTruthy();
      unmount();
    }
  });

  it('renders the first baseline for a guest not in any segment', () => {
    renderWith(fx.valid, { loggedIn: true });
    expect(screen.getByRole('heading').textContent).toBe('Welcome back');
    expect(screen.queryByText(/never shown/)).toBeNull();
  });

  it('renders the invalid fixture as a placeholder in preview', () => {
    renderWith(fx.invalid, {}, 'preview');
    expect(
      screen.getByRole('region', { name: /Invalid block: segmentation/ }).textContent,
    ).toContain('fields.baselines');
  });
});
