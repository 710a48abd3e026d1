import { render } from '@testing-library/react';
import seed from '../../../../mock-api/seed/content/showcase-personalisation.json';
import type { ContentDocument } from '../../model/schemas';
import { getSlot } from '../../model/schemas';
import { defaultRegistry } from '../../registry/defaultRegistry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { resolveBlock } from '../../renderer/resolve';
import { createServicesSimulator, simulatedDecision } from '../../services/simulators';

const docs = seed as unknown as ContentDocument[];

/** Every block of a tree, wrappers' nested blocks included. */
function allBlocks(blocks: readonly unknown[]): unknown[] {
  return blocks.flatMap((block) => {
    const fields = (block as { fields?: Record<string, unknown> }).fields ?? {};
    const nested = [
      fields.baselines,
      fields.children,
      ...[fields.variants, fields.segments].flatMap((list) =>
        Array.isArray(list) ? list.map((entry) => (entry as { targets?: unknown }).targets) : [],
      ),
    ].filter(Array.isArray) as unknown[][];
    return [block, ...nested.flatMap(allBlocks)];
  });
}

describe('seed content showcase-personalisation.json', () => {
  it('has one document per wrapper variant, all blocks valid', () => {
    expect(docs.map((doc) => `${doc.docType}/${doc.layoutVariant}`)).toEqual([
      'experience/default',
      'segmentation/default',
      'filterBy/bySku-in',
      'filterBy/bySku-notIn',
      'filterBy/byCategory-in',
      'filterBy/byCategory-notIn',
    ]);
    for (const block of allBlocks(docs.flatMap((doc) => getSlot(doc)))) {
      const resolved = resolveBlock(block, defaultRegistry);
      expect(resolved.status, JSON.stringify(resolved)).toBe('ok');
    }
  });

  it('renders the experience variant the decision picks', () => {
    const experience = docs.find((doc) => doc.docType === 'experience');
    const services = createServicesSimulator({
      decisions: [simulatedDecision('home-hero-test', 'Sale')],
    });
    const { container } = render(
      <RenderBlocks blocks={getSlot(experience)} registry={defaultRegistry} services={services} />,
    );
    expect(container.textContent).toContain('Boots sale: up to 30% off');
  });
});
