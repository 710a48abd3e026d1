import { pageKinds, slotsOfPageKind } from '../model/pageKinds';
import { findScriptUrls } from '../model/safeUrl';
import { blockNodeSchema, contentDocumentSchema } from '../model/schemas';
import { type BlockRegistry, lookupBlock } from '../registry/registry';

/**
 * One problem found in content: where (document, block path, field path) and what. Paths use
 * the editor's notation: `slots.main[2] > experience#exp-1 > variants[0].blocks[1] > heroBanner#h`
 * for blocks, `targets[1].url` for fields (`''` = the whole block or document).
 */
export interface ContentProblem {
  /** Document id, or `(no id)` / `#<index>` when the document has none. */
  documentId: string;
  /** Where the block sits, ending with `type#id`; `''` for a problem of the document envelope. */
  blockPath: string;
  /** Path of the field inside the block's `fields` (or inside the envelope). */
  fieldPath: string;
  message: string;
}

/** Options of {@link validateContentDocument}. */
export interface ValidateContentOptions {
  /**
   * Block types that are valid without a registry entry because the host reads them itself
   * (e.g. the storefront's menu and footer items): valid without a registry entry, their
   * fields unchecked. A host type the registry does know is validated as usual.
   */
  skipTypes?: readonly string[];
  /** Replaces `{{MEDIA}}` in strings before validating (the mock API's media base URL). */
  mediaBaseUrl?: string;
}

/** The result of validating content: counts and every problem found. */
export interface ContentValidation {
  documents: number;
  blocks: number;
  problems: ContentProblem[];
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A nested block node inside a block's fields: `{ type, id, fields: {...} }`. */
const isBlockNode = (value: unknown): value is Json =>
  isRecord(value) &&
  typeof value.type === 'string' &&
  typeof value.id === 'string' &&
  isRecord(value.fields);

/** `a.b.0.c` style zod path segments → `a.b[0].c`. */
export function formatFieldPath(segments: readonly (string | number)[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number' || /^\d+$/.test(segment)) out += `[${segment}]`;
    else out += out ? `.${segment}` : segment;
  }
  return out;
}

function replaceMedia(value: unknown, base: string): unknown {
  if (typeof value === 'string') return value.replaceAll('{{MEDIA}}', base);
  if (Array.isArray(value)) return value.map((item) => replaceMedia(item, base));
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceMedia(v, base)]));
  }
  return value;
}

/** The default `{{MEDIA}}` replacement: the mock API's media base on its default port. */
export const defaultMediaBaseUrl = 'http://127.0.0.1:4000/media';

/**
 * Validates one content document (design.md content model; spec 2 §7 envelope): the envelope
 * with `contentDocumentSchema`, then every block of every slot through the registry (lookup
 * and the block's zod schema, as the renderer does), recursing into nested blocks (any
 * `{ type, id, fields }` object inside a block's fields, e.g. wrapper variants), and the
 * renderer's script-URL safety net (`findScriptUrls`). Also reports
 * block ids used twice in one document. Pure: never throws, never logs.
 * @param document one parsed JSON document
 * @param registry the registry the renderer will use (e.g. `defaultRegistry`)
 * @param index position of the document in its file, for documents without an id
 */
export function validateContentDocument(
  document: unknown,
  registry: BlockRegistry,
  options: ValidateContentOptions = {},
  index = 0,
): { blocks: number; problems: ContentProblem[] } {
  const doc = replaceMedia(document, options.mediaBaseUrl ?? defaultMediaBaseUrl);
  const documentId =
    isRecord(doc) && typeof doc.id === 'string' && doc.id ? doc.id : `#${index} (no id)`;
  const problems: ContentProblem[] = [];
  const skip = new Set(options.skipTypes ?? []);
  const seenIds = new Map<string, string>();
  let blocks = 0;

  const envelope = contentDocumentSchema.safeParse(doc);
  if (!envelope.success) {
    for (const issue of envelope.error.issues) {
      problems.push({
        documentId,
        blockPath: '',
        fieldPath: formatFieldPath(issue.path as (string | number)[]),
        message: issue.message,
      });
    }
  }

  const report = (blockPath: string, path: readonly PropertyKey[], message: string) => {
    problems.push({
      documentId,
      blockPath,
      fieldPath: formatFieldPath(path.map((s) => (typeof s === 'symbol' ? String(s) : s))),
      message,
    });
  };

  const visitBlock = (node: unknown, location: string, parent: string) => {
    blocks += 1;
    const record = isRecord(node) ? node : {};
    const type = typeof record.type === 'string' && record.type ? record.type : '(no type)';
    const id = typeof record.id === 'string' && record.id ? record.id : '(no id)';
    const blockPath = `${parent ? `${parent} > ` : ''}${location} > ${type}#${id}`;
    const shape = blockNodeSchema.safeParse(node);
    if (!shape.success) {
      for (const issue of shape.error.issues) report(blockPath, issue.path, issue.message);
      return;
    }
    const first = seenIds.get(id);
    if (first !== undefined)
      report(blockPath, ['id'], `Block id "${id}" is already used by ${first}`);
    else seenIds.set(id, blockPath);
    const definition = lookupBlock(registry, type);
    if (!definition && skip.has(type)) return;
    if (!definition) {
      report(blockPath, ['type'], `No block "${type}" in the registry`);
    } else {
      const parsed = definition.schema.safeParse(shape.data.fields);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) report(blockPath, issue.path, issue.message);
      } else {
        for (const issue of findScriptUrls(parsed.data))
          report(blockPath, issue.path, issue.message);
      }
    }
    visitNested(shape.data.fields, '', blockPath);
  };

  const visitNested = (value: unknown, path: string, parent: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        const itemPath = `${path}[${i}]`;
        if (isBlockNode(item)) visitBlock(item, itemPath, parent);
        else visitNested(item, itemPath, parent);
      });
    } else if (isRecord(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (isBlockNode(child)) visitBlock(child, childPath, parent);
        else visitNested(child, childPath, parent);
      }
    }
  };

  const slots = isRecord(doc) && isRecord(doc.slots) ? doc.slots : {};
  const pageKind = isRecord(doc) ? doc.pageKind : undefined;
  const kindSlots = slotsOfPageKind(pageKind);
  if (pageKind !== undefined && !kindSlots) {
    report(
      '',
      ['pageKind'],
      `Unknown page kind "${String(pageKind)}" (known: ${pageKinds.join(', ')})`,
    );
  }
  for (const slot of Object.keys(slots)) {
    if (kindSlots && !kindSlots.includes(slot)) {
      report(
        '',
        ['slots', slot],
        `"${slot}" is not a slot of page kind "${String(pageKind)}" (slots: ${kindSlots.join(', ')})`,
      );
    }
  }
  for (const [slot, list] of Object.entries(slots)) {
    if (!Array.isArray(list)) continue; // reported by the envelope schema
    list.forEach((node, i) => {
      visitBlock(node, `slots.${slot}[${i}]`, '');
    });
  }
  return { blocks, problems };
}

/**
 * Validates what one content file holds: a single document or an array of documents (the seed
 * file format of the mock API). See {@link validateContentDocument}.
 */
export function validateContent(
  content: unknown,
  registry: BlockRegistry,
  options: ValidateContentOptions = {},
): ContentValidation {
  const documents = Array.isArray(content) ? content : [content];
  const result: ContentValidation = { documents: documents.length, blocks: 0, problems: [] };
  documents.forEach((document, index) => {
    const { blocks, problems } = validateContentDocument(document, registry, options, index);
    result.blocks += blocks;
    result.problems.push(...problems);
  });
  return result;
}
