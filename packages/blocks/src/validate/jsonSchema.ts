import * as z from 'zod';
import { blockNodeSchema, contentDocumentSchema } from '../model/schemas';
import type { AnyBlockDefinition, BlockRegistry } from '../registry/registry';

/** A JSON Schema (draft 2020-12) document as a plain JSON object. */
export type JsonSchema = Record<string, unknown>;

const draft = 'https://json-schema.org/draft/2020-12/schema';

/** The zod definition type of a schema (`object`, `catch`, `default`…), read from zod 4 internals. */
function defType(schema: unknown): string | undefined {
  return (schema as { _zod?: { def?: { type?: string } } })._zod?.def?.type;
}

/**
 * Converts a zod schema to JSON Schema on its input side (`io: 'input'`: what the CMS may send,
 * before defaults and transforms). A field with `.catch(default)` is optional in the CMS (a
 * missing or bad value falls back), so it leaves the object's `required` list; its enum and its
 * `default` stay, to guide editors. Parts JSON Schema cannot express (custom checks) become `{}`.
 */
export function toInputJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: (ctx) => {
      const def = (ctx.zodSchema as { _zod: { def: { type: string; shape?: unknown } } })._zod.def;
      const required = ctx.jsonSchema.required;
      if (def.type !== 'object' || !Array.isArray(required)) return;
      const shape = def.shape as Record<string, unknown>;
      const kept = required.filter((key) => defType(shape[key]) !== 'catch');
      if (kept.length > 0) ctx.jsonSchema.required = kept;
      else delete ctx.jsonSchema.required;
    },
  }) as JsonSchema;
  return json;
}

function withoutDialect(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}

/**
 * The JSON Schema of one block type's `fields` (spec 3 §3), generated from its registry entry's
 * zod schema, with a `$id`-free title `"<type> fields"`.
 */
export function blockFieldsJsonSchema(definition: AnyBlockDefinition): JsonSchema {
  const { $schema: _dialect, ...body } = toInputJsonSchema(definition.schema);
  return { $schema: draft, title: `${definition.type} fields`, ...body };
}

/** The JSON Schema of a block node of one type: `{ type: <const>, id, fields }`. */
function blockNodeJsonSchema(definition: AnyBlockDefinition): JsonSchema {
  const node = withoutDialect(toInputJsonSchema(blockNodeSchema)) as {
    properties: Record<string, JsonSchema>;
  };
  return {
    type: 'object',
    properties: {
      type: { type: 'string', const: definition.type },
      id: node.properties.id,
      fields: withoutDialect(toInputJsonSchema(definition.schema)),
    },
    required: ['type', 'id'],
  };
}

/**
 * The JSON Schema of a whole content document (spec 2 §7 envelope; design.md content model):
 * the envelope of `contentDocumentSchema`, and every slot a list of blocks, each block
 * `oneOf` the registry's block types (`$defs/<type>`). Nested blocks inside wrapper fields
 * keep the schema their wrapper declares.
 */
export function contentDocumentJsonSchema(registry: BlockRegistry): JsonSchema {
  const envelope = withoutDialect(toInputJsonSchema(contentDocumentSchema)) as {
    properties: Record<string, JsonSchema>;
  };
  const types = Object.keys(registry).sort();
  const $defs: Record<string, JsonSchema> = {};
  for (const type of types) {
    const definition = registry[type];
    if (definition) $defs[type] = blockNodeJsonSchema(definition);
  }
  $defs.block = { oneOf: types.map((type) => ({ $ref: `#/$defs/${type}` })) };
  return {
    $schema: draft,
    title: 'Content document',
    ...envelope,
    properties: {
      ...envelope.properties,
      slots: {
        ...envelope.properties.slots,
        additionalProperties: { type: 'array', items: { $ref: '#/$defs/block' } },
      },
    },
    $defs,
  };
}

/** File name of the committed JSON Schema of the whole document. */
export const contentDocumentSchemaFile = 'content-document.schema.json';

/**
 * Every committed JSON Schema file of a registry, by file name: `<type>.schema.json` per block
 * type (its `fields`) and {@link contentDocumentSchemaFile}. Content is the exact file text
 * (two-space JSON plus a final newline), so a test can compare it with the committed files.
 */
export function contentSchemaFiles(registry: BlockRegistry): Record<string, string> {
  const files: Record<string, string> = {};
  const text = (schema: JsonSchema) => `${JSON.stringify(schema, null, 2)}\n`;
  for (const type of Object.keys(registry).sort()) {
    const definition = registry[type];
    if (definition) files[`${type}.schema.json`] = text(blockFieldsJsonSchema(definition));
  }
  files[contentDocumentSchemaFile] = text(contentDocumentJsonSchema(registry));
  return files;
}
