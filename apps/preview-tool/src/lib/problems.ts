import type { BlockRegistry } from '@storefront/blocks';
import { type ContentProblem, validateContentDocument } from '@storefront/blocks';

/** One problem of a shown document, with what the Problems panel needs to point at it. */
export interface PreviewProblem extends ContentProblem {
  /** The document's title (or id) for the panel. */
  documentTitle: string;
  /** The id of the block the problem is in (the last `type#id` of the block path), if any. */
  blockId?: string;
}

/** The DOM id of a document's card in the tool (link target of the Problems panel). */
export function documentAnchor(documentId: string): string {
  return `doc-${documentId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** The id of the innermost block of a validator block path (`… > heroBanner#hero-1` → `hero-1`). */
export function blockIdOfPath(blockPath: string): string | undefined {
  const last = blockPath.split(' > ').pop() ?? '';
  const at = last.lastIndexOf('#');
  const id = at >= 0 ? last.slice(at + 1) : '';
  return id && id !== '(no id)' ? id : undefined;
}

function titleOf(document: unknown, fallback: string): string {
  if (typeof document === 'object' && document !== null) {
    const title = (document as Record<string, unknown>).title;
    if (typeof title === 'string' && title.trim()) return title;
  }
  return fallback;
}

/**
 * Every problem of the given documents (spec 3 §5 "Preview tool"; design.md "The renderer's
 * rules"), found by the blocks package's validator `validateContentDocument` with the same
 * registry the renderer uses: envelope, unknown blocks, invalid fields (nested blocks too),
 * script URLs and duplicate block ids. Each comes with document, block path, field path,
 * message and the block id to scroll to. Pure; never throws.
 * @param documents parsed documents as served (media URLs already resolved)
 * @param registry the renderer's registry
 */
export function collectProblems(
  documents: readonly unknown[],
  registry: BlockRegistry,
): PreviewProblem[] {
  return documents.flatMap((document, index) => {
    const { problems } = validateContentDocument(document, registry, {}, index);
    return problems.map((problem) => {
      const blockId = blockIdOfPath(problem.blockPath);
      return {
        ...problem,
        documentTitle: titleOf(document, problem.documentId),
        ...(blockId ? { blockId } : {}),
      };
    });
  });
}
