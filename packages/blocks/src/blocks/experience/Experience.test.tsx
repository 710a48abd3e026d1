import { fireEvent, render, screen } from '@testing-library/react';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import { BlockServicesProvider } from '../../services/context.client';
import { recalculateEventName } from '../../services/personalisation';
import { createServicesSimulator, simulatedDecision } from '../../services/simulators';
import type { BlockServices } from '../../services/types';
import { richTextBlock } from '../richText';
import { experienceFixtures as fx } from './fixtures';
import {
  collectExperienceIds,
  experienceBlock,
  experienceSchema,
  selectExperienceVariant,
} from './index';

const registry = createRegistry([experienceBlock, richTextBlock]);
const renderWith = (services: BlockServices, block: unknown = fx.valid) =>
  render(
    <BlockServicesProvider services={services}>
      <RenderBlocks registry={registry} blocks={[block]} mode={services.mode} services={services} />
    </BlockServicesProvider>,
  );
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const fields = experienceSchema.parse(fx.valid.fields);
const emea = { categories: ['C0001'] as const, region: 'EMEA', preview: false };

describe('experience schema', () => {
  it('defaults variants and rejects missing ids with their paths', () => {
    expect(experienceSchema.parse(fx.minimal.fields).variants).toEqual([]);
    const result = experienceSchema.safeParse(fx.invalid.fields);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'experienceId',
      'variants.0.variantId',
    ]);
  });
});

describe('selectExperienceVariant', () => {
  const decisions = [simulatedDecision('home-hero-test', 'variant-sale')];
  it('uses the decision, by variantId or name', () => {
    expect(
      selectExperienceVariant(fields, { decisions }, { ...emea, region: 'NORA' }),
    ).toMatchObject({
      source: 'decision',
      variant: { variantId: 'variant-sale' },
    });
    const byName = [simulatedDecision('home-hero-test', 'Members')];
    expect(
      selectExperienceVariant(fields, { decisions: byName }, { ...emea, preview: true }),
    ).toMatchObject({
      variant: { variantId: 'variant-members' },
    });
  });
  it('keeps the baselines without targeting consent, without or with an unknown decision', () => {
    expect(selectExperienceVariant(fields, { decisions }, emea).source).toBe('baseline');
    expect(
      selectExperienceVariant(fields, { decisions: [] }, { ...emea, region: 'NORA' }).source,
    ).toBe('baseline');
    const unknown = [simulatedDecision('home-hero-test', 'baseline')];
    expect(
      selectExperienceVariant(fields, { decisions: unknown }, { ...emea, region: 'NORA' }).source,
    ).toBe('baseline');
  });
  it('prefers the test context, even without consent', () => {
    expect(
      selectExperienceVariant(
        fields,
        { decisions, testContext: { 'home-hero-test': 'Members' } },
        emea,
      ),
    ).toMatchObject({ source: 'testContext', variant: { variantId: 'variant-members' } });
  });
});

describe('collectExperienceIds', () => {
  it('finds experiences nested in wrappers and ignores malformed nodes', () => {
    const nested = {
      type: 'segmentation',
      id: 's',
      fields: { segments: [{ id: 'loggedIn', targets: [fx.minimal] }], baselines: [fx.valid] },
    };
    expect(collectExperienceIds([nested, null, 3, { type: 'experience' }])).toEqual([
      'home-hero-test',
      'minimal-test',
    ]);
  });
});

describe('Experience', () => {
  it('renders the baselines without a decision', () => {
    const { container } = renderWith(createServicesSimulator());
    expect(heading()).toBe('Baseline: new season boots');
    expect(container.querySelector('[data-experience-id]')?.getAttribute('data-variant-id')).toBe(
      'baseline',
    );
  });

  it('renders the decided variant on the first render (no baseline flash)', () => {
    renderWith(
      createServicesSimulator({ decisions: [simulatedDecision('home-hero-test', 'variant-sale')] }),
    );
    expect(heading()).toBe('Variant: sale on boots');
    expect(screen.queryByText(/Baseline/)).toBeNull();
  });

  it('sends the tracking event on click and asks to recalculate on the event', () => {
    const onTrack = vi.fn();
    const onRecalculate = vi.fn();
    renderWith(createServicesSimulator({ onTrack, onRecalculate }));
    fireEvent.click(screen.getByText('Our bestsellers, back in stock.'));
    expect(onTrack).toHaveBeenCalledWith({
      name: 'homeHeroClick',
      blockType: 'experience',
      blockId: 'experience-valid',
      data: { experienceId: 'home-hero-test', variantId: 'baseline' },
    });
    window.dispatchEvent(
      new CustomEvent(recalculateEventName, { detail: { experienceId: 'other' } }),
    );
    expect(onRecalculate).not.toHaveBeenCalled();
    window.dispatchEvent(new CustomEvent(recalculateEventName));
    expect(onRecalculate).toHaveBeenCalledWith('home-hero-test');
  });

  it('tracks nothing without trackingEvent', () => {
    const onTrack = vi.fn();
    renderWith(createServicesSimulator({ onTrack }), fx.minimal);
    fireEvent.click(screen.getByText('Only a baseline.'));
    expect(onTrack).not.toHaveBeenCalled();
  });

  it('renders the invalid fixture as a placeholder in preview', () => {
    renderWith(createServicesSimulator({ mode: 'preview' }), fx.invalid);
    expect(screen.getByRole('region', { name: /Invalid block: experience/ }).textContent).toContain(
      'fields.experienceId',
    );
  });
});
