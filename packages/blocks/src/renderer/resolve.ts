import type * as z from 'zod';
import { findScriptUrls } from '../model/safeUrl';
import { blockNodeSchema } from '../model/schemas';
import { type AnyBlockDefinition, type BlockRegistry, lookupBlock } from '../registry/registry';
import type { BlockIssue } from './log';

/** The outcome of looking up and validating one block node. */
export type ResolvedBlock =
  | { status: 'ok'; type: string; id: string; definition: AnyBlockDefinition; fields: unknown }
  | { status: 'unknown'; type: string; id: string; issues: BlockIssue[] }
  | { status: 'invalid'; type: string; id: string; issues: BlockIssue[] };

/** Converts zod issues to {@link BlockIssue}s with dotted field paths (`''` = the whole value). */
export function toBlockIssues(issues: readonly z.core.$ZodIssue[]): BlockIssue[] {
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

function describe(node: unknown): { type: string; id: string } {
  const record = typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : {};
  return {
    type: typeof record.type === 'string' && record.type ? record.type : '(no type)',
    id: typeof record.id === 'string' && record.id ? record.id : '(no id)',
  };
}

/**
 * Looks a block node up in the registry and validates its fields with the block's schema
 * (zod `safeParse`; bad enum values fall back through `.catch()` in the schemas, missing
 * required fields make the block invalid). A block whose validated fields hold a script URL
 * anywhere (`findScriptUrls`, the safety net for URL fields not declared with `linkUrlSchema`)
 * is invalid too. Pure: never throws, never logs.
 */
export function resolveBlock(node: unknown, registry: BlockRegistry): ResolvedBlock {
  const shape = blockNodeSchema.safeParse(node);
  if (!shape.success) {
    return { status: 'invalid', ...describe(node), issues: toBlockIssues(shape.error.issues) };
  }
  const { type, id, fields } = shape.data;
  const definition = lookupBlock(registry, type);
  if (!definition) {
    return {
      status: 'unknown',
      type,
      id,
      issues: [{ path: 'type', message: `No block "${type}" in the registry` }],
    };
  }
  const parsed = definition.schema.safeParse(fields);
  if (!parsed.success) {
    return {
      status: 'invalid',
      type,
      id,
      issues: toBlockIssues(parsed.error.issues).map((issue) => ({
        ...issue,
        path: issue.path ? `fields.${issue.path}` : 'fields',
      })),
    };
  }
  const scriptUrls = findScriptUrls(parsed.data);
  if (scriptUrls.length > 0) {
    return {
      status: 'invalid',
      type,
      id,
      issues: scriptUrls.map(({ path, message }) => ({
        path: ['fields', ...path].join('.'),
        message,
      })),
    };
  }
  return { status: 'ok', type, id, definition, fields: parsed.data };
}
