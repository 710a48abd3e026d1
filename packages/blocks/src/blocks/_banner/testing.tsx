import { render, screen } from '@testing-library/react';
import type * as z from 'zod';
import type { AnyBlockDefinition } from '../../registry/registry';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';

interface Fixture {
  readonly type: string;
  readonly id: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

/** Renders one block node with a registry of just `block` (tests only). */
export function renderBanner(
  block: AnyBlockDefinition,
  node: unknown,
  mode: 'production' | 'preview' = 'production',
) {
  return render(<RenderBlocks registry={createRegistry([block])} blocks={[node]} mode={mode} />);
}

/**
 * The schema and render tests every banner variant shares (Vitest, happy-dom): every valid
 * fixture parses, the minimal one gets the defaults, bad enum values fall back, the invalid one
 * fails with its field paths and renders as a placeholder in preview, and the valid one renders
 * its region, title and tracking attributes.
 */
export function bannerContractTests(options: {
  block: AnyBlockDefinition;
  schema: z.ZodType;
  fixtures: { valid: Fixture; minimal: Fixture; invalid: Fixture } & Record<string, Fixture>;
  defaultBackground: string;
  invalidPaths: string[];
}) {
  const { block, schema, fixtures, defaultBackground, invalidPaths } = options;

  describe(`${block.type} schema`, () => {
    it('parses every valid fixture', () => {
      for (const fixture of Object.values(fixtures)) {
        if (fixture === fixtures.invalid) continue;
        const result = schema.safeParse(fixture.fields);
        expect(result.success, `${fixture.id}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
      }
    });

    it('defaults the optional fields of the minimal fixture', () => {
      expect(schema.parse(fixtures.minimal.fields)).toMatchObject({
        titleH1: false,
        hideTitle: false,
        targets: [],
        mediaList: [],
        backgroundColor: defaultBackground,
        gradientStyle: 'full',
        gradientTone: 'dark',
        gradientBreakpoints: ['sm', 'md', 'lg'],
        captionPosition: 'bottom',
        overlayWidth: 'md',
        hideOnBreakpoint: [],
        isFullHeight: false,
        isFullWidth: false,
      });
    });

    it('falls back to the default of bad enum values', () => {
      const parsed = schema.parse({
        ...fixtures.minimal.fields,
        gradientStyle: 'sparkly',
        gradientTone: 'neon',
        captionPosition: 'left',
        overlayWidth: 'huge',
        backgroundColor: 'pink',
        alignments: { sm: 'middle', md: 'right' },
        hideOnBreakpoint: ['xl', 'md'],
      });
      expect(parsed).toMatchObject({
        gradientStyle: 'full',
        gradientTone: 'dark',
        captionPosition: 'bottom',
        overlayWidth: 'md',
        backgroundColor: defaultBackground,
        alignments: { md: 'right' },
        hideOnBreakpoint: ['md'],
      });
    });

    it('rejects the invalid fixture with its field paths', () => {
      const result = schema.safeParse(fixtures.invalid.fields);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(invalidPaths);
    });
  });

  describe(`${block.type} render`, () => {
    it('renders the valid fixture as a named region with tracking data', () => {
      const { container } = renderBanner(block, fixtures.valid);
      const title = String(fixtures.valid.fields.title);
      const region = screen.getByRole('region', { name: title });
      expect(region.dataset.block).toBe(block.type);
      const tracking = fixtures.valid.fields.promotionTracking as
        | { promotionId?: string }
        | undefined;
      if (tracking?.promotionId) expect(region.dataset.promotionId).toBe(tracking.promotionId);
      expect(container.querySelector('script')).toBeNull();
    });

    it('renders the minimal fixture with an h2 title', () => {
      renderBanner(block, fixtures.minimal);
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
        String(fixtures.minimal.fields.title),
      );
    });

    it('renders the invalid fixture as a placeholder in preview and nothing in production', () => {
      const { container } = renderBanner(block, fixtures.invalid, 'production');
      expect(container.innerHTML).toBe('');
      renderBanner(block, fixtures.invalid, 'preview');
      const placeholder = screen.getByRole('region', {
        name: new RegExp(`Invalid block: ${block.type}`),
      });
      for (const path of invalidPaths) expect(placeholder.textContent).toContain(`fields.${path}`);
    });
  });
}
