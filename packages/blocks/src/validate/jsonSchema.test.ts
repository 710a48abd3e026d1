import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { heroBannerFixtures } from '../blocks/heroBanner';
import { defaultRegistry } from '../registry/defaultRegistry';
import { contentSchemaFiles, toInputJsonSchema } from './jsonSchema';

const schemaDir = path.resolve(__dirname, '../../schema');
const rerun =
  'The committed JSON Schema is stale: run `npm run content-schema` and commit packages/blocks/schema/';

describe('committed JSON Schema (packages/blocks/schema)', () => {
  const expected = contentSchemaFiles(defaultRegistry);

  it('has exactly one file per registry block type plus the content document', () => {
    const committed = readdirSync(schemaDir).filter((name) => name.endsWith('.schema.json'));
    expect(committed.sort(), rerun).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.keys(expected))('%s is up to date with the zod schemas', (name) => {
    const committed = JSON.parse(readFileSync(path.join(schemaDir, name), 'utf8'));
    expect(committed, rerun).toEqual(JSON.parse(expected[name] ?? 'null'));
  });
});

describe('toInputJsonSchema', () => {
  it('describes the input side: .catch and .default fields are optional, enums and defaults kept', () => {
    const json = toInputJsonSchema(
      z.object({
        title: z.string().trim().min(1),
        tone: z.enum(['plain', 'loud']).catch('plain'),
        items: z.array(z.string()).default([]),
        size: z.string().transform((value) => value.length),
      }),
    );
    expect(json.required).toEqual(['title', 'size']);
    expect(json.properties).toMatchObject({
      tone: { enum: ['plain', 'loud'], default: 'plain' },
      size: { type: 'string' },
    });
  });

  it('lists every block type of the registry in the document oneOf', () => {
    const doc = JSON.parse(generated('content-document.schema.json')) as {
      $defs: { block: { oneOf: { $ref: string }[] } };
    };
    expect(doc.$defs.block.oneOf.map((ref) => ref.$ref)).toEqual(
      Object.keys(defaultRegistry)
        .sort()
        .map((type) => `#/$defs/${type}`),
    );
  });

  it('requires a hero banner title but not its fallback fields', () => {
    const hero = JSON.parse(generated('heroBanner.schema.json')) as { required: string[] };
    expect(hero.required).toEqual(['title']);
    expect(Object.keys(heroBannerFixtures.minimal.fields)).toEqual(['title']);
  });
});

function generated(name: string): string {
  const text = contentSchemaFiles(defaultRegistry)[name];
  if (!text) throw new Error(`no generated file ${name}`);
  return text;
}
