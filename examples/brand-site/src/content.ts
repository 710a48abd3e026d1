import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type ContentDocument,
  contentDocumentSchema,
  validateContentDocument,
} from '@storefront/blocks';
import { brandRegistry } from './registry';

/**
 * One content document from the brand's `content/` folder, as a CMS would send it. Checked with
 * the kit's validator against the brand's registry (its own `openingHours` block included)
 * before it renders: a broken document fails the build, not the page.
 * @param name the file name without `.json`, e.g. `home`
 * @throws Error listing the document's problems (block path, field path, message)
 */
export async function loadDocument(name: string): Promise<ContentDocument> {
  const file = path.join(process.cwd(), 'content', `${name}.json`);
  const raw: unknown = JSON.parse(await readFile(file, 'utf8'));
  const { problems } = validateContentDocument(raw, brandRegistry);
  if (problems.length > 0) {
    const lines = problems.map((p) => `${p.blockPath} ${p.fieldPath}: ${p.message}`);
    throw new Error(`content/${name}.json:\n${lines.join('\n')}`);
  }
  return contentDocumentSchema.parse(raw);
}
