import { render, screen } from '@testing-library/react';
import * as z from 'zod';
import { createRegistry, defineBlock, extendRegistry } from '../registry/registry';
import { BlockServicesProvider } from '../services/context.client';
import { createBlockServices } from '../services/types';
import type { BlockLog } from './log';
import { RenderBlocks } from './RenderBlocks';

const greetingSchema = z.object({
  name: z.string().min(1),
  tone: z.enum(['plain', 'loud']).catch('plain'),
});

const greeting = defineBlock({
  type: 'greeting',
  schema: greetingSchema,
  Component: ({ fields, services }) => (
    <p data-testid="greeting">
      {fields.tone === 'loud' ? `HELLO ${fields.name.toUpperCase()}!` : `Hello ${fields.name}`} (
      {services.locale.tag})
    </p>
  ),
});

const crashing = defineBlock({
  type: 'crashing',
  schema: z.object({}),
  Component: () => {
    throw new Error('boom');
  },
});

function Exploding(): never {
  throw new Error('nested boom');
}

const nestedCrash = defineBlock({
  type: 'nestedCrash',
  schema: z.object({}),
  Component: () => (
    <div>
      <Exploding />
    </div>
  ),
});

const registry = createRegistry([greeting, crashing, nestedCrash]);

const howdy = defineBlock({
  type: 'greeting',
  schema: z.object({ name: z.string() }),
  Component: ({ fields }) => <p data-testid="greeting">Howdy {fields.name}</p>,
});

const farewell = defineBlock({
  type: 'farewell',
  schema: z.object({}),
  Component: () => <p data-testid="farewell">Bye</p>,
});

function logLines(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls
    .map((call) => String(call[0]))
    .filter((line) => line.startsWith('{"level"'));
}

describe('RenderBlocks', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders a valid block with its validated fields and the services', () => {
    render(
      <RenderBlocks
        registry={registry}
        services={createBlockServices({ locale: { tag: 'fr-CA', currency: 'CAD' } })}
        blocks={[{ type: 'greeting', id: 'g1', fields: { name: 'Ada', tone: 'loud' } }]}
      />,
    );
    expect(screen.getByTestId('greeting').textContent).toBe('HELLO ADA! (fr-CA)');
    expect(logLines(warn)).toEqual([]);
  });

  it('falls back to the default of a bad enum value instead of failing the block', () => {
    render(
      <RenderBlocks
        registry={registry}
        blocks={[{ type: 'greeting', id: 'g1', fields: { name: 'Ada', tone: 'whisper' } }]}
      />,
    );
    expect(screen.getByTestId('greeting').textContent).toContain('Hello Ada');
  });

  it('hides an invalid block in production and logs one line with the field path', () => {
    const { container } = render(
      <RenderBlocks
        registry={registry}
        blocks={[
          { type: 'greeting', id: 'bad', fields: {} },
          { type: 'greeting', id: 'good', fields: { name: 'Grace' } },
        ]}
      />,
    );
    expect(screen.getAllByTestId('greeting')).toHaveLength(1);
    expect(container.querySelector('[data-block-placeholder]')).toBeNull();
    const lines = logLines(warn).map((line) => JSON.parse(line));
    expect(lines).toEqual([
      {
        level: 'warn',
        event: 'block.invalid',
        type: 'greeting',
        id: 'bad',
        issues: [{ path: 'fields.name', message: expect.any(String) }],
      },
    ]);
  });

  it('shows a placeholder naming type, id, field path and problem in preview', () => {
    render(
      <RenderBlocks
        registry={registry}
        mode="preview"
        blocks={[{ type: 'greeting', id: 'bad', fields: { name: 42 } }]}
      />,
    );
    const placeholder = screen.getByRole('region', { name: /Invalid block: greeting/ });
    expect(placeholder.textContent).toContain('bad');
    expect(placeholder.textContent).toContain('fields.name');
    expect(placeholder.textContent).toMatch(/expected string/i);
    expect(logLines(warn)).toEqual([]);
  });

  it('hides an unknown block type in production and logs block.unknown', () => {
    render(
      <RenderBlocks
        registry={registry}
        blocks={[
          { type: 'mystery', id: 'm1', fields: {} },
          { type: 'greeting', id: 'g', fields: { name: 'Lin' } },
        ]}
      />,
    );
    expect(screen.getByTestId('greeting')).toBeTruthy();
    const [line] = logLines(warn).map((l) => JSON.parse(l));
    expect(line).toMatchObject({
      level: 'warn',
      event: 'block.unknown',
      type: 'mystery',
      id: 'm1',
    });
  });

  it('shows an unknown block type as a placeholder in preview', () => {
    render(
      <RenderBlocks registry={registry} mode="preview" blocks={[{ type: 'mystery', id: 'm1' }]} />,
    );
    expect(screen.getByRole('region', { name: /Unknown block type: mystery/ })).toBeTruthy();
  });

  it('treats a node without type or id as invalid', () => {
    render(<RenderBlocks registry={registry} blocks={[{ fields: {} }, 'nonsense']} />);
    const lines = logLines(warn).map((l) => JSON.parse(l));
    expect(lines.map((l) => l.event)).toEqual(['block.invalid', 'block.invalid']);
    expect(lines[0].issues.map((i: { path: string }) => i.path)).toEqual(['type', 'id']);
  });

  it('isolates a crashing block: the others render and one error line is logged', () => {
    render(
      <RenderBlocks
        registry={registry}
        blocks={[
          { type: 'crashing', id: 'c1', fields: {} },
          { type: 'greeting', id: 'g', fields: { name: 'Kay' } },
        ]}
      />,
    );
    expect(screen.getByTestId('greeting').textContent).toContain('Kay');
    const lines = logLines(error).map((l) => JSON.parse(l));
    expect(lines).toEqual([
      {
        level: 'error',
        event: 'block.crashed',
        type: 'crashing',
        id: 'c1',
        issues: [{ path: '', message: 'boom' }],
      },
    ]);
  });

  it('catches a crash in a nested component with the block error boundary', () => {
    render(
      <RenderBlocks
        registry={registry}
        blocks={[
          { type: 'greeting', id: 'g1', fields: { name: 'Ann' } },
          { type: 'nestedCrash', id: 'n1', fields: {} },
          { type: 'greeting', id: 'g2', fields: { name: 'Bo' } },
        ]}
      />,
    );
    expect(screen.getAllByTestId('greeting')).toHaveLength(2);
    const lines = logLines(error).map((l) => JSON.parse(l));
    expect(lines).toEqual([
      {
        level: 'error',
        event: 'block.crashed',
        type: 'nestedCrash',
        id: 'n1',
        issues: [{ path: '', message: 'nested boom' }],
      },
    ]);
  });

  it('shows a crashed block as a placeholder in preview', () => {
    render(
      <RenderBlocks registry={registry} mode="preview" blocks={[{ type: 'crashing', id: 'c1' }]} />,
    );
    const placeholder = screen.getByRole('region', { name: /Block failed to render: crashing/ });
    expect(placeholder.textContent).toContain('boom');
  });

  it("logs an invalid block through the services' log, not the console", () => {
    const log = vi.fn<BlockLog>();
    render(
      <RenderBlocks
        registry={registry}
        services={createBlockServices({ log })}
        blocks={[{ type: 'greeting', id: 'bad', fields: {} }]}
      />,
    );
    expect(log).toHaveBeenCalledWith({
      level: 'warn',
      event: 'block.invalid',
      fields: {
        type: 'greeting',
        id: 'bad',
        issues: [{ path: 'fields.name', message: expect.any(String) }],
      },
    });
    expect(logLines(warn)).toEqual([]);
  });

  it("logs a crashing block through the services' log", () => {
    const log = vi.fn<BlockLog>();
    render(
      <RenderBlocks
        registry={registry}
        services={createBlockServices({ log })}
        blocks={[{ type: 'crashing', id: 'c1', fields: {} }]}
      />,
    );
    expect(log.mock.calls.map(([entry]) => [entry.event, entry.fields?.id])).toEqual([
      ['block.crashed', 'c1'],
    ]);
    expect(logLines(error)).toEqual([]);
  });

  it("logs a nested crash through the provided services' log (the error boundary)", () => {
    const log = vi.fn<BlockLog>();
    const services = createBlockServices({ log });
    render(
      <BlockServicesProvider services={services}>
        <RenderBlocks
          registry={registry}
          services={services}
          blocks={[{ type: 'nestedCrash', id: 'n1', fields: {} }]}
        />
      </BlockServicesProvider>,
    );
    expect(log.mock.calls.map(([entry]) => [entry.event, entry.fields?.id])).toEqual([
      ['block.crashed', 'n1'],
    ]);
    expect(logLines(error)).toEqual([]);
  });

  it('lets a host override and add blocks with extendRegistry', () => {
    const custom = extendRegistry(registry, [howdy, farewell]);
    render(
      <RenderBlocks
        registry={custom}
        blocks={[
          { type: 'greeting', id: 'g', fields: { name: 'Ada' } },
          { type: 'farewell', id: 'f', fields: {} },
        ]}
      />,
    );
    expect(screen.getByTestId('greeting').textContent).toBe('Howdy Ada');
    expect(screen.getByTestId('farewell').textContent).toBe('Bye');
    expect(Object.keys(registry)).toEqual(['greeting', 'crashing', 'nestedCrash']);
  });

  it('refuses two entries of one type in one registry', () => {
    expect(() => createRegistry([greeting, greeting])).toThrow(/defined twice/);
  });

  it('renders nothing for an empty or missing slot', () => {
    const { container } = render(<RenderBlocks registry={registry} blocks={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
